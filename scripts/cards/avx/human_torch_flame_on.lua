return {
  set = "avx", number = 10, title = "Human Torch", subtitle = "\"Flame On!\"",
  type = "character", cost = 4, energy = "bolt", affiliations = { "Fantastic Four" }, max = 4,
  faces = { "bolt", "bolt bolt", "bolt bolt", "0/2/2", "1/3/3", "2/4/4" },
  text = "While Human Torch is active, each time you field characters he deals 1 damage to a target "
      .. "character or player. Global: pay 1 bolt: the next damage you deal this turn with an action "
      .. "die or a global ability deals 1 more damage to one of its targets.",
  abilities = {
    { on = "you_field", while_active = true, text = "1 damage to a target character or player.",
      targets = { { kind = "character_or_player", prompt = "choose a character or player" } },
      effect = function(g, self, ev, t)
        if t[1] < 0 then g.damage_player(-1 - t[1], 1) else g.damage(t[1], 1) end
      end },
    { global = true, cost = { bolt = 1 }, text = "Your next damage from an action die or global deals 1 more.",
      effect = function(g, self) g.player_flag(self.player, "extra_damage", 1) end },
  },
}
