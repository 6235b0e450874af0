-- Loads, then every ability faults when it runs: the game goes on.
return { set = "f", number = 5, title = "Faulty", type = "character", cost = 0, max = 4, energy = "mask",
  affiliations = { "Fuzz" },
  faces = { "mask", "mask", "?", "0/1/1", "0/2/2", "0/3/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t) error("boom") end },
    { static = true, stat = function(g, self, d) while true do end end },
    { on = "attacks", effect = function(g, self, ev, t) g.damage(999999, 1) end },
  } }
