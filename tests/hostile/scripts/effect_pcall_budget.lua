-- pcall can't catch the budget.
-- expect: script_error "instruction budget exceeded"
return {
  set = "hostile", number = 1, title = "effect_pcall_budget", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      while true do pcall(function() while true do end end) end
    end,
      pick = function() end },
  },
}
