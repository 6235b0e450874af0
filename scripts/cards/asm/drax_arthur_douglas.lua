return {
  set = "asm", number = 4, title = "Drax", subtitle = "Arthur Douglas", cost = 2,
  type = "character", energy = "shield", affiliations = { "Guardians of the Galaxy" }, max = 4, tentative = true,
  faces = { "shield", "shield shield", "shield shield", "1/2/4", "2/3/5", "3/4/6" },
  text = "No ability.",
}
