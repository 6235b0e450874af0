-- A face stat past 32 bits.
-- expect: refused "a character face reads"
return {
  set = "hostile", number = 1, title = "card_face_overflow", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/99999999999/1", "0/1/1", "0/1/1", "0/1/1", "0/1/1", "0/1/1" },
  abilities = {

  },
}
