return {
  set = "asm", number = 30, title = "Slander", type = "basic_action", cost = 2, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Target opposing character loses its ability text until end of turn.",
  abilities = {
    { on = "used", text = "Target opposing character loses its text until end of turn.",
      targets = { { kind = "character", side = "opposing", prompt = "choose an opposing character" } },
      effect = function(g, self, ev, t) g.grant(t[1], "no_abilities") end },
  },
}
