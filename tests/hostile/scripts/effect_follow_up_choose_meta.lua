-- A choose list with a lying __len.
-- expect: script_error "'choose' lists only die ids"
return {
  set = "hostile", number = 1, title = "effect_follow_up_choose_meta", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      return { choose = setmetatable({}, { __len = function() return 1e9 end }), next = "pick" }
    end,
      pick = function() end },
  },
}
