-- Each time it is fielded it fields itself again.
-- expect: limit "without a decision"
return {
  set = "hostile", number = 1, title = "limit_refield_forever", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self) g.move(self.die, "used") g.field(self.die, 1) end },
  },
}
