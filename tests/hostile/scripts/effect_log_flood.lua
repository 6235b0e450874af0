-- g.log costs a share of the budget: a call logs at most 100 lines.
-- expect: script_error "instruction budget exceeded"
return {
  set = "hostile", number = 1, title = "effect_log_flood", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      for i = 1, 1000 do g.log(string.rep("x", 1000)) end
    end,
      pick = function() end },
  },
}
