-- must_block naming a die that is not there.
-- expect: script_error "must_block: no die 99999"
return {
  set = "hostile", number = 1, title = "effect_must_block_bad", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.player_flag(g.opponent(self.player), "must_block", 99999)
    end,
      pick = function() end },
  },
}
