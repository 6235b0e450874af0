return {
  set = "asm", number = 13, title = "Silver Sable", subtitle = "Wild Pack",
  type = "character", cost = 4, energy = "mask", affiliations = { "Spidey Friends" }, max = 4,
  tentative = true,
  faces = { "mask", "mask mask", "mask mask", "0/3/1", "1/4/2", "1/4/4" },
  text = "When Silver Sable is blocked, the defending player loses 1 life and you gain 1 life.",
  abilities = {
    { on = "blocked", text = "The defending player loses 1 life and you gain 1 life.",
      effect = function(g, self)
        g.lose_life(g.opponent(self.player), 1)
        g.gain_life(self.player, 1)
      end },
  },
}
