-- An effect that never returns.
-- expect: script_error "instruction budget exceeded"
return {
  set = "hostile", number = 1, title = "effect_infinite_loop", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      while true do end
    end,
      pick = function() end },
  },
}
