-- A card id past 32 bits.
-- expect: script_error "card is 8589934592"
return {
  set = "hostile", number = 1, title = "effect_put_on_card_bad", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.put_on_card(self.die, 1 << 33, self.player)
    end,
      pick = function() end },
  },
}
