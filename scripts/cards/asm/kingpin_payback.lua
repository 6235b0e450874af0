return {
  set = "asm", number = 11, title = "Kingpin", subtitle = "Payback", cost = 5,
  type = "character", energy = "shield", affiliations = { "Villain" }, max = 4, tentative = true,
  faces = { "shield", "shield shield", "shield shield", "1/3/5", "2/4/6", "3/5/7" },
  text = "When Kingpin takes damage, he deals 1 damage to target opponent.",
  abilities = {
    { on = "damaged", text = "1 damage to target opponent.",
      targets = { { kind = "player", side = "opposing", prompt = "choose an opponent" } },
      effect = function(g, self, ev, t) g.damage_player(-1 - t[1], 1) end },
  },
}
