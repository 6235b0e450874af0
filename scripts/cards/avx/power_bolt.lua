return {
  set = "avx", number = 31, title = "Power Bolt", type = "basic_action", cost = 3, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Deal 2 damage to target character or player.",
  abilities = {
    { on = "used", text = "2 damage to target character or player.",
      targets = { { kind = "character_or_player", prompt = "choose a character or player" } },
      effect = function(g, self, ev, t)
        if t[1] < 0 then g.damage_player(-1 - t[1], 2) else g.damage(t[1], 2) end
      end },
  },
}
