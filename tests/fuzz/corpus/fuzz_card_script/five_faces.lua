return {
  set = "bad", number = 5, title = "Short Die", type = "character", cost = 2, energy = "fist", max = 4,
  faces = { "fist", "fist fist", "fist fist", "0/1/1", "1/2/2" },
}
