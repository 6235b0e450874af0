return {
  set = "asm", number = 14, title = "Silver Sable", subtitle = "Mercenary", cost = 4,
  type = "character", energy = "mask", affiliations = { "Spidey Friends" }, max = 4, tentative = true,
  faces = { "mask", "mask mask", "mask mask", "0/3/1", "1/4/2", "1/4/4" },
  text = "Underdog: Silver Sable can't be blocked.",
  abilities = {
    { static = true, keywords = { "unblockable" }, text = "Underdog: can't be blocked.",
      condition = function(g, self) return g.underdog(self.player) end },
  },
}
