-- A stat function (a query) that tries to deal damage.
-- expect: script_error "may not change the game"
return {
  set = "hostile", number = 1, title = "query_writes", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { static = true, stat = function(g, self, d) g.damage(d, 1) return 1, 1 end },
  },
}
