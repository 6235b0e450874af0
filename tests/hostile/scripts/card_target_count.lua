-- A target count of a billion.
-- expect: refused "field 'count' is 1000000000"
return {
  set = "hostile", number = 1, title = "card_target_count", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", targets = { { count = 1000000000 } }, effect = function() end },
  },
}
