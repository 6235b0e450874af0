-- Doubling a string until it passes the limit.
-- expect: script_error "a string may hold at most"
return {
  set = "hostile", number = 1, title = "effect_concat_grow", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      local s = "x" for i = 1, 40 do s = s .. s end
    end,
      pick = function() end },
  },
}
