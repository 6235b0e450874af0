return {
  set = "asm", number = 8, title = "Ghost Rider", subtitle = "New Rider", cost = 4,
  type = "character", energy = "bolt", affiliations = { "Spidey Friends" }, max = 4, tentative = true,
  faces = { "bolt", "bolt bolt", "bolt bolt", "1/2/3", "2/3/4", "3/5/5" },
  text = "When Ghost Rider is blocked, you may sacrifice him to deal 2 damage to target character or player.",
  abilities = {
    { on = "blocked", may = true, text = "Sacrifice him: 2 damage to target character or player.",
      targets = { { kind = "character_or_player", prompt = "choose a character or player" } },
      effect = function(g, self, ev, t)
        g.sacrifice(self.die)
        if t[1] < 0 then g.damage_player(-1 - t[1], 2) else g.damage(t[1], 2) end
      end },
  },
}
