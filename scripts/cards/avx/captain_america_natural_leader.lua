return {
  set = "avx", number = 5, title = "Captain America", subtitle = "Natural Leader",
  type = "character", cost = 4, energy = "shield", affiliations = { "Avengers" }, max = 4,
  faces = { "shield", "shield shield", "shield shield", "1/3/3", "2/5/4", "2/5/5" },
  text = "While Captain America is active, your Sidekicks get +1A and +1D (however many Captains are active).",
  abilities = {
    { static = true, while_active = true, text = "Your Sidekick characters get +1A/+1D.",
      stat = function(g, self, d)
        if g.is_sidekick(d) and g.controller(d) == self.player then return 1, 1 end
        return 0, 0
      end },
  },
}
