return {
  set = "asm", number = 6, title = "Drax", subtitle = "Pained",
  type = "character", cost = 3, energy = "shield", affiliations = { "Guardians of the Galaxy" }, max = 4,
  tentative = true,
  faces = { "shield", "shield shield", "shield shield", "1/2/4", "2/3/5", "3/4/6" },
  text = "You may pay 1 life to field Drax for free.",
  abilities = {
    { field_alt = true, cost = { life = 1 }, text = "Pay 1 life: field Drax without paying energy." },
  },
}
