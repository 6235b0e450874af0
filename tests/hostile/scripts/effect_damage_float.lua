-- Damage that is not a whole number.
-- expect: script_error "damage must be a whole number"
return {
  set = "hostile", number = 1, title = "effect_damage_float", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.damage_player(g.opponent(self.player), 1.5)
    end,
      pick = function() end },
  },
}
