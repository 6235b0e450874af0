-- An error object with __tostring.
-- expect: script_error "boom"
return {
  set = "hostile", number = 1, title = "effect_error_tostring_loop", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      error(setmetatable({}, { __tostring = function() return "boom" end }))
    end,
      pick = function() end },
  },
}
