return {
  set = "asm", number = 33, title = "Web Blast", type = "basic_action", cost = 3, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Deal 2 damage to target character that isn't a Spidey Friend. Underdog: KO it instead.",
  abilities = {
    { on = "used", text = "2 damage to a target non-Spidey-Friends character (Underdog: KO it).",
      targets = { { kind = "character", prompt = "choose a character that isn't a Spidey Friend",
                    filter = function(g, self, d) return not g.has_affiliation(d, "Spidey Friends") end } },
      effect = function(g, self, ev, t)
        if g.underdog(self.player) then g.ko(t[1]) else g.damage(t[1], 2) end
      end },
  },
}
