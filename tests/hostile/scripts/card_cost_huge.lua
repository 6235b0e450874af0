-- A cost past 32 bits must not be cut to a small one.
-- expect: refused "field 'cost' is 1099511627776"
return {
  set = "hostile", number = 1, title = "card_cost_huge", type = "character", cost = 1 << 40, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {

  },
}
