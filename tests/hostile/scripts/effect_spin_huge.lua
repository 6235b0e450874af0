-- A spin that overflows the level sum.
-- expect: script_error "levels is 2147483648"
return {
  set = "hostile", number = 1, title = "effect_spin_huge", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.spin(self.die, 1 << 31)
    end,
      pick = function() end },
  },
}
