return {
  set = "avx", number = 22, title = "Thor", subtitle = "Legendary Warrior",
  type = "character", cost = 6, energy = "bolt", affiliations = { "Avengers" }, max = 4,
  faces = { "bolt", "bolt bolt", "bolt bolt", "1/5/6", "2/6/8", "3/8/8" },
  text = "When Thor damages your opponent, KO an opposing fist character.",
  abilities = {
    { on = "damages_player", text = "KO an opposing fist character.",
      targets = { { kind = "character", side = "opposing", prompt = "choose an opposing fist character",
                    filter = function(g, self, d) return g.energy_type(d) == "fist" end } },
      effect = function(g, self, ev, t) g.ko(t[1]) end },
  },
}
