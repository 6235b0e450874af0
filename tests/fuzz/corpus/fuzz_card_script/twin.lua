-- Test card: two different abilities on the same trigger, so their owner orders them.
return {
  set = "tim", number = 3, title = "Twin", type = "character", cost = 1, energy = "bolt", max = 4,
  faces = { "bolt", "bolt bolt", "bolt bolt", "0/1/3", "0/2/3", "1/3/3" },
  text = "When Twin attacks: your opponent loses 1 life. When Twin attacks: Twin gets +2A.",
  abilities = {
    { on = "attack_assigned", text = "Your opponent loses 1 life.",
      effect = function(g, self) g.lose_life(g.opponent(self.player), 1) end },
    { on = "attack_assigned", text = "Twin gets +2A.",
      effect = function(g, self) g.bonus(self.die, 2, 0) end },
  },
}
