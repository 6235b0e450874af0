-- Test card: a targeted damage action with a damage-reaction global beside it.
return {
  set = "tim", number = 5, title = "Zap", type = "basic_action", cost = 1, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Deal 2 damage to target character or player. Global (reaction): pay 1 shield to "
      .. "redirect 1 damage about to be dealt to you to one of your characters.",
  abilities = {
    { on = "used", text = "2 damage to target character or player.",
      targets = { { kind = "character_or_player", prompt = "choose a target" } },
      effect = function(g, self, ev, t)
        if t[1] < 0 then g.damage_player(-1 - t[1], 2) else g.damage(t[1], 2) end
      end },
    { global = true, reaction = true, cost = { shield = 1 },
      text = "Redirect 1 damage about to be dealt to you to one of your characters.",
      targets = { { kind = "character", side = "own", prompt = "choose one of your characters" } },
      effect = function(g, self, ev, t) g.redirect(self.player, 1, t[1]) end },
  },
}
