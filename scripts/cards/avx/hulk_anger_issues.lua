local function grow(a, d)
  return function(g, self, ev)
    local hulks = {}
    if ev.die and g.card_of(ev.die) == self.card then hulks = { ev.die } else hulks = g.dice_of_card(self.card, "field") end
    for _, h in ipairs(hulks) do
      if g.is_character(h) then g.bonus(h, a, d) end
    end
  end
end

return {
  set = "avx", number = 7, title = "Hulk", subtitle = "Anger Issues",
  type = "character", cost = 7, energy = "fist", affiliations = { "Avengers" }, max = 4,
  faces = { "fist", "fist fist", "fist fist", "1/6/5*", "2/7/7*", "3/8/8" },
  text = "While Hulk is active, when you or Hulk take damage, Hulk gets +2A and +2D until end of turn. "
      .. "*: +3A and +3D instead.",
  abilities = {
    { on = "owner_damaged", while_active = true, text = "Hulk gets +2A/+2D until end of turn.", effect = grow(2, 2) },
    { on = "owner_damaged", while_active = true, burst = 1, instead = true, text = "+3A/+3D instead.",
      effect = grow(3, 3) },
  },
}
