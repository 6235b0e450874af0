-- A list of 20,000 affiliations.
-- expect: refused "has more than 10000 entries"
return {
  set = "hostile", number = 1, title = "card_entries", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  affiliations = (function() local t = {} for i = 1, 20000 do t[i] = "A" end return t end)(),
  abilities = {

  },
}
