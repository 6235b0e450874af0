local s = ("x"):rep(1 << 30)
return { set = "f", number = 1, title = s, type = "character", cost = 1, max = 4, energy = "fist",
  faces = { "fist", "fist", "fist", "1/1/1", "1/2/2", "2/3/3" } }
