-- An effect that fills memory.
-- expect: script_error "not enough memory"
return {
  set = "hostile", number = 1, title = "effect_memory", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      local t = {} for i = 1, 1e9 do t[i] = {} end
    end,
      pick = function() end },
  },
}
