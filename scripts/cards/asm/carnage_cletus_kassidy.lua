return {
  set = "asm", number = 1, title = "Carnage", subtitle = "Cletus Kassidy", cost = 5,
  type = "character", energy = "mask", affiliations = { "Villain" }, max = 4, tentative = true,
  faces = { "mask", "mask mask", "mask mask", "1/3/5", "2/5/5", "3/7/6" },
  text = "While Carnage is active, when an opponent uses an action die, Carnage deals that opponent 2 damage.",
  abilities = {
    { on = "opponent_action", while_active = true, text = "2 damage to the opponent who used an action die.",
      effect = function(g, self, ev) g.damage_player(ev.player, 2) end },
  },
}
