-- A negative die id.
-- expect: script_error "no die -1"
return {
  set = "hostile", number = 1, title = "effect_die_negative", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.ko(-1)
    end,
      pick = function() end },
  },
}
