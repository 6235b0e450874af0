-- A static bonus that would overflow attack.
-- expect: refused "field 'attack' is 2147483647"
return {
  set = "hostile", number = 1, title = "card_bonus_huge", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { static = true, attack = 2147483647 },
  },
}
