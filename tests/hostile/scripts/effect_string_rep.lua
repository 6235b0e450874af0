-- string.rep past the string limit.
-- expect: script_error "string.rep: the result would be longer than the limit"
return {
  set = "hostile", number = 1, title = "effect_string_rep", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      local s = string.rep("x", 100000000)
    end,
      pick = function() end },
  },
}
