-- A stat bonus that is not a whole number.
-- expect: script_error "a stat function returns two whole numbers"
return {
  set = "hostile", number = 1, title = "stat_float", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { static = true, stat = function(g, self, d) return 0.5, 0 end },
  },
}
