-- Pending hits of damage are held by the game.
-- expect: script_error "too many hits of damage"
return {
  set = "hostile", number = 1, title = "effect_damage_flood", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      for i = 1, 5000 do g.damage_player(g.opponent(self.player), 1) end
    end,
      pick = function() end },
  },
}
