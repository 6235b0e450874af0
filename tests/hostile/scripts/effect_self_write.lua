-- self is read-only.
-- expect: script_error "read-only"
return {
  set = "hostile", number = 1, title = "effect_self_write", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      self.die = 3
    end,
      pick = function() end },
  },
}
