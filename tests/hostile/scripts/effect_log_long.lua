-- A long log text is cut to 1000 bytes.
-- expect: plays
return {
  set = "hostile", number = 1, title = "effect_log_long", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.log(string.rep("y", 60000))
    end,
      pick = function() end },
  },
}
