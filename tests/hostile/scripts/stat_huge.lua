-- A stat bonus past 32 bits.
-- expect: script_error "a stat function returns two whole numbers"
return {
  set = "hostile", number = 1, title = "stat_huge", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { static = true, stat = function(g, self, d) return 1 << 40, 0 end },
  },
}
