-- A negative cost.
-- expect: refused "field 'cost' is -3"
return {
  set = "hostile", number = 1, title = "card_cost_negative", type = "character", cost = -3, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {

  },
}
