-- A player past the game's players.
-- expect: script_error "no player 7"
return {
  set = "hostile", number = 1, title = "effect_player_out_of_range", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.damage_player(7, 1)
    end,
      pick = function() end },
  },
}
