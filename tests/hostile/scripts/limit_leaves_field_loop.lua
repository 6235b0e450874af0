-- Leaving the field fields it, which makes it leave again.
-- expect: limit "last ability: limit_leaves_field_loop"
return {
  set = "hostile", number = 1, title = "limit_leaves_field_loop", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "leaves_field", effect = function(g, self) g.field(self.die, 1) g.move(self.die, "used") end },
    { on = "fielded", effect = function(g, self) g.move(self.die, "used") end },
  },
}
