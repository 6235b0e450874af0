-- Bonuses stack in the game's state.
-- expect: script_error "too many lasting effects"
return {
  set = "hostile", number = 1, title = "effect_bonus_flood", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      for i = 1, 20000 do g.bonus(self.die, 1) end
    end,
      pick = function() end },
  },
}
