-- double_cost naming a card that is not there.
-- expect: script_error "double_cost: no card 99999"
return {
  set = "hostile", number = 1, title = "effect_double_cost_bad", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.player_flag(self.player, "double_cost", 99999)
    end,
      pick = function() end },
  },
}
