-- A cost that is not a whole number.
-- expect: refused "field 'cost' must be an integer"
return {
  set = "hostile", number = 1, title = "card_cost_float", type = "character", cost = 1.5, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {

  },
}
