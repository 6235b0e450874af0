return {
  set = "avx", number = 13, title = "Iron Man", subtitle = "Inventor",
  type = "character", cost = 4, energy = "shield", affiliations = { "Avengers" }, max = 4,
  faces = { "shield", "shield shield", "shield shield", "1/3/5", "1/4/6", "2/5/7*" },
  text = "Damage dealt to Iron Man is reduced by 1. *: by 2. Global: pay 1 shield when damage is about "
      .. "to be dealt to you: redirect 1 of it to one of your characters.",
  abilities = {
    { static = true, text = "Damage to him is reduced by 1.",
      prevent = function(g, self, hit) return math.max(0, hit.amount - 1) end },
    { static = true, burst = 1, instead = true, text = "Reduced by 2 instead.",
      prevent = function(g, self, hit) return math.max(0, hit.amount - 2) end },
    { global = true, reaction = true, cost = { shield = 1 },
      text = "Redirect 1 damage about to be dealt to you to one of your characters.",
      targets = { { kind = "character", side = "own", prompt = "choose one of your characters" } },
      effect = function(g, self, ev, t) g.redirect(self.player, 1, t[1]) end },
  },
}
