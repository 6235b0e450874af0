return {
  set = "avx", number = 14, title = "Iron Man", subtitle = "Philanthropist",
  type = "character", cost = 5, energy = "shield", affiliations = { "Avengers" }, max = 4,
  faces = { "shield", "shield shield", "shield shield", "1/3/5", "1/4/6", "2/5/7*" },
  text = "Each time Iron Man takes damage, you gain 1 life. *: 2 life instead.",
  abilities = {
    { on = "damaged", text = "Gain 1 life.", effect = function(g, self) g.gain_life(self.player, 1) end },
    { on = "damaged", burst = 1, instead = true, text = "Gain 2 life instead.",
      effect = function(g, self) g.gain_life(self.player, 2) end },
  },
}
