return {
  set = "asm", number = 26, title = "Back for Seconds!", type = "basic_action", cost = 4, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Underdog: field a character die from your Used Pile at level 3 (its highest level if lower).",
  abilities = {
    { on = "used", text = "Underdog: field a character from your Used Pile at level 3.",
      condition = function(g, self) return g.underdog(self.player) end,
      targets = { { kind = "die", zone = "used", side = "own",
                    prompt = "choose a character die in your Used Pile",
                    filter = function(g, self, d)
                      local k = g.card_kind(d)
                      return k == "character" or k == "sidekick"
                    end } },
      effect = function(g, self, ev, t)
        local d = t[1]
        g.field(d, math.min(3, g.max_level(d)))
      end },
  },
}
