-- The ASM Spider-Man die is unreadable in every source we have: its stats are placeholders.
return {
  set = "asm", number = 16, title = "Spider-Man", subtitle = "Spectacular", cost = 3,
  type = "character", energy = "bolt", affiliations = { "Spidey Friends" }, max = 4, tentative = true,
  faces = { "bolt", "bolt bolt", "bolt bolt", "1/3/3*", "1/4/3", "2/5/4" },
  text = "Underdog: Spider-Man gets +1A and +1D.",
  abilities = {
    { static = true, attack = 1, defense = 1, text = "Underdog: +1A/+1D.",
      condition = function(g, self) return g.underdog(self.player) end },
  },
}
