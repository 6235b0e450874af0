return {
  set = "asm", number = 5, title = "Drax", subtitle = "The Destroyer", cost = 3,
  type = "character", energy = "shield", affiliations = { "Guardians of the Galaxy" }, max = 4, tentative = true,
  faces = { "shield", "shield shield", "shield shield", "1/2/4", "2/3/5", "3/4/6" },
  text = "Underdog: you may field Drax for free.",
  abilities = {
    { field_alt = true, text = "Underdog: field him for free.",
      condition = function(g, self) return g.underdog(self.player) end },
  },
}
