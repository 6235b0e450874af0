return {
  set = "asm", number = 32, title = "True Believer", type = "basic_action", cost = 2, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Target character gets +2A and +1D until end of turn.",
  abilities = {
    { on = "used", text = "Target character gets +2A/+1D.",
      targets = { { kind = "character", prompt = "choose a character" } },
      effect = function(g, self, ev, t) g.bonus(t[1], 2, 1) end },
  },
}
