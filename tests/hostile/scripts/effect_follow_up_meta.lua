-- An effect result behind metamethods.
-- expect: script_error "must be a plain table"
return {
  set = "hostile", number = 1, title = "effect_follow_up_meta", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      return setmetatable({}, { __index = function() error("x") end })
    end,
      pick = function() end },
  },
}
