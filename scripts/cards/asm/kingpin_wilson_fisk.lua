return {
  set = "asm", number = 12, title = "Kingpin", subtitle = "Wilson Fisk", cost = 6,
  type = "character", energy = "shield", affiliations = { "Villain" }, max = 4, tentative = true,
  faces = { "shield", "shield shield", "shield shield", "1/3/5", "2/4/6", "3/5/7" },
  text = "When Kingpin takes damage, move a Sidekick die from your Used Pile to your Prep Area.",
  abilities = {
    { on = "damaged", text = "Move a Sidekick from your Used Pile to your Prep Area.",
      targets = { { kind = "die", zone = "used", side = "own", prompt = "choose a Sidekick in your Used Pile",
                    filter = function(g, self, d) return g.card_kind(d) == "sidekick" end } },
      effect = function(g, self, ev, t) g.move(t[1], "prep") end },
  },
}
