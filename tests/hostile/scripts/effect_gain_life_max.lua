-- Gaining maxinteger life would overflow the total.
-- expect: script_error "life is 9223372036854775807"
return {
  set = "hostile", number = 1, title = "effect_gain_life_max", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.gain_life(self.player, math.maxinteger)
    end,
      pick = function() end },
  },
}
