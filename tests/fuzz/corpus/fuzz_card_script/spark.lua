-- Test card: a plain global for the windows and priority passing.
return {
  set = "tim", number = 6, title = "Spark", type = "basic_action", cost = 1, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Your opponent loses 1 life. Global: pay 1 bolt: target character gets +1A until end of turn.",
  abilities = {
    { on = "used", text = "Your opponent loses 1 life.",
      effect = function(g, self) g.lose_life(g.opponent(self.player), 1) end },
    { global = true, cost = { bolt = 1 }, batch = true, text = "Target character gets +1A.",
      targets = { { kind = "character", prompt = "choose a character" } },
      effect = function(g, self, ev, t) g.bonus(t[1], self.times, 0) end },
  },
}
