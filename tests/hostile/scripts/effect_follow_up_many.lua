-- More candidates than a follow-up may list.
-- expect: script_error "'choose' lists only die ids"
return {
  set = "hostile", number = 1, title = "effect_follow_up_many", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      local t = {} for i = 1, 5000 do t[i] = self.die end return { choose = t, next = 'pick' }
    end,
      pick = function() end },
  },
}
