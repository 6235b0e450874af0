-- A bonus that would overflow attack.
-- expect: script_error "attack bonus is 2147483647"
return {
  set = "hostile", number = 1, title = "effect_bonus_huge", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      g.bonus(self.die, 2147483647)
    end,
      pick = function() end },
  },
}
