-- A level that wraps to 1 when cut to 32 bits.
-- expect: script_error "level is 4294967297"
return {
  set = "hostile", number = 1, title = "effect_set_level_huge", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.set_level(self.die, (1 << 32) + 1)
    end,
      pick = function() end },
  },
}
