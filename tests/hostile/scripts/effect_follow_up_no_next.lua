-- A follow-up with nowhere to continue.
-- expect: script_error "needs 'next'"
return {
  set = "hostile", number = 1, title = "effect_follow_up_no_next", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      return { choose = { self.die } }
    end,
      pick = function() end },
  },
}
