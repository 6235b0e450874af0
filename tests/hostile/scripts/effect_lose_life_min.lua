-- Losing mininteger life would raise it.
-- expect: script_error "life is -9223372036854775808"
return {
  set = "hostile", number = 1, title = "effect_lose_life_min", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.lose_life(self.player, math.mininteger)
    end,
      pick = function() end },
  },
}
