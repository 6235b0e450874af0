-- A stat query that never returns, asked again and again.
-- expect: script_error "instruction budget exceeded"
return {
  set = "hostile", number = 1, title = "stat_loop", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { static = true, stat = function(g, self, d) while true do end end },
  },
}
