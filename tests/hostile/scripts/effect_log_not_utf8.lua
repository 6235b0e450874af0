-- Log text that is not UTF-8 is written as U+FFFD.
-- expect: plays
return {
  set = "hostile", number = 1, title = "effect_log_not_utf8", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.log("\255\254")
    end,
      pick = function() end },
  },
}
