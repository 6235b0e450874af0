return {
  set = "asm", number = 7, title = "Ghost Rider", subtitle = "Alejandra", cost = 4,
  type = "character", energy = "bolt", affiliations = { "Spidey Friends" }, max = 4, tentative = true,
  faces = { "bolt", "bolt bolt", "bolt bolt", "1/2/3", "2/3/4", "3/5/5" },
  text = "When Ghost Rider is blocked, you gain 1 life.",
  abilities = {
    { on = "blocked", text = "Gain 1 life.", effect = function(g, self) g.gain_life(self.player, 1) end },
  },
}
