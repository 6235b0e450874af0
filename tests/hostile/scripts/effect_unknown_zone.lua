-- Moving a die back to the supply.
-- expect: script_error "unknown zone 'supply'"
return {
  set = "hostile", number = 1, title = "effect_unknown_zone", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.move(self.die, "supply")
    end,
      pick = function() end },
  },
}
