return {
  set = "avx", number = 33, title = "Take Cover", type = "basic_action", cost = 3, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Your characters get +2D until end of turn. */**: one of them gets +3D more. Global: pay 1 "
      .. "shield: target character gets +1D until end of turn.",
  abilities = {
    { on = "used", text = "Your characters get +2D.",
      affects = function(g, self) return g.characters(self.player) end,
      effect = function(g, self)
        for _, d in ipairs(g.characters(self.player)) do g.bonus(d, 0, 2) end
      end },
    { on = "used", burst = "any", text = "One of your characters gets +3D more.",
      targets = { { kind = "character", side = "own", prompt = "choose one of your characters" } },
      effect = function(g, self, ev, t) g.bonus(t[1], 0, 3) end },
    { global = true, cost = { shield = 1 }, batch = true, text = "Target character gets +1D until end of turn.",
      targets = { { kind = "character", prompt = "choose a character" } },
      effect = function(g, self, ev, t) g.bonus(t[1], 0, self.times) end },
  },
}
