-- A legal card that costs nothing: a purchase started and cancelled again and again must not
-- be a loop an agent falls into forever.
-- expect: plays
return {
  set = "hostile", number = 1, title = "Free Lunch", type = "character", cost = 0, energy = "fist", max = 4,
  faces = { "fist", "fist", "fist", "0/1/1", "0/2/2", "0/2/3" },
}
