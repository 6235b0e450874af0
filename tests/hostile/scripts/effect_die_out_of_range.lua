-- A die id past the game's dice.
-- expect: script_error "no die 99999"
return {
  set = "hostile", number = 1, title = "effect_die_out_of_range", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.damage(99999, 1)
    end,
      pick = function() end },
  },
}
