return {
  set = "asm", number = 20, title = "Spider-Woman", subtitle = "Lady Liberator", cost = 3,
  type = "character", energy = "fist", affiliations = { "Spidey Friends" }, max = 4, tentative = true,
  faces = { "fist", "fist fist", "fist fist", "1/2/4", "1/2/5", "2/3/5" },
  text = "Underdog: Spider-Woman gets +2A.",
  abilities = {
    { static = true, attack = 2, text = "Underdog: +2A.",
      condition = function(g, self) return g.underdog(self.player) end },
  },
}
