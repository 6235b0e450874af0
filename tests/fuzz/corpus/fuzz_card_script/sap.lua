-- Test card: a negative bonus, to check stats never go below 0 and defense 0 is a KO.
return {
  set = "tim", number = 12, title = "Sap", type = "basic_action", cost = 1, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Target character gets -2A and -3D until end of turn; spin it down a level.",
  abilities = {
    { on = "used", text = "-2A/-3D and spin down.",
      targets = { { kind = "character", prompt = "choose a character" } },
      effect = function(g, self, ev, t)
        g.bonus(t[1], -2, -3)
        g.spin(t[1], -1)
      end },
  },
}
