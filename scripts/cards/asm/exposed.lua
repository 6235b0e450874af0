return {
  set = "asm", number = 28, title = "Exposed!", type = "basic_action", cost = 3, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Target opponent must pay 1 life for each non-Villain character they assign to block this "
      .. "turn. Global (once per turn): pay 2 bolt: target opponent must pay 1 life to assign each "
      .. "blocker this turn.",
  abilities = {
    { on = "used", text = "Target opponent pays 1 life for each non-Villain blocker this turn.",
      targets = { { kind = "player", side = "opposing", prompt = "choose an opponent" } },
      effect = function(g, self, ev, t) g.player_flag(-1 - t[1], "block_tax_non_villain", 1) end },
    { global = true, cost = { bolt = 2 }, once_per_turn = true,
      text = "Target opponent must pay 1 life to block this turn.",
      targets = { { kind = "player", side = "opposing", prompt = "choose an opponent" } },
      effect = function(g, self, ev, t) g.player_flag(-1 - t[1], "block_tax", 1) end },
  },
}
