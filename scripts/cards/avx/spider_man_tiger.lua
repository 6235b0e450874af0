return {
  set = "avx", number = 16, title = "Spider-Man", subtitle = "\"Tiger\"",
  type = "character", cost = 4, energy = "fist", affiliations = {}, max = 4,
  faces = { "fist", "fist fist", "fist fist", "0/3/3", "1/4/4", "1/5/5" },
  text = "When an ability or game effect would affect Spider-Man, you may pay 1 fist to keep him "
      .. "unaffected by it (not damage from a character engaged with him).",
  abilities = {
    { static = true, protect = true, cost = { fist = 1 }, text = "Pay 1 fist: unaffected by that effect." },
  },
}
