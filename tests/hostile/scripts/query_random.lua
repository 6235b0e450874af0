-- A condition drawing random numbers would move the game's generator.
-- expect: script_error "math.random in a condition"
return {
  set = "hostile", number = 1, title = "query_random", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", condition = function(g) return math.random(2) == 1 end, effect = function() end },
  },
}
