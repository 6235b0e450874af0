return {
  set = "asm", number = 10, title = "Kingpin", subtitle = "Empire Builder", cost = 5,
  type = "character", energy = "shield", affiliations = { "Villain" }, max = 4, tentative = true,
  faces = { "shield", "shield shield", "shield shield", "1/3/5", "2/4/6", "3/5/7" },
  text = "When Kingpin takes damage, spin him up one level.",
  abilities = {
    { on = "damaged", text = "Spin him up one level.", effect = function(g, self) g.spin(self.die, 1) end },
  },
}
