-- Damage past 32 bits is refused, not cut short.
-- expect: script_error "damage is 1099511627776"
return {
  set = "hostile", number = 1, title = "effect_damage_huge", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.damage(self.die, 1 << 40)
    end,
      pick = function() end },
  },
}
