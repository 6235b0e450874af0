-- A face stat far beyond any card.
-- expect: refused "stats are at most 99"
return {
  set = "hostile", number = 1, title = "card_face_huge", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/500/1", "0/1/1", "0/1/1", "0/1/1", "0/1/1", "0/1/1" },
  abilities = {

  },
}
