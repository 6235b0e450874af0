return {
  set = "asm", number = 22, title = "White Tiger", subtitle = "Hero for Hire", cost = 2,
  type = "character", energy = "fist", affiliations = { "Spidey Friends" }, max = 4, tentative = true,
  faces = { "fist", "fist fist", "fist fist", "0/1/3", "1/2/4", "2/4/5" },
  text = "No ability.",
}
