-- A lasting effect to a turn past 32 bits.
-- expect: script_error "until_turn is"
return {
  set = "hostile", number = 1, title = "effect_until_turn_huge", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.grant(self.die, "overcrush", 1 << 40)
    end,
      pick = function() end },
  },
}
