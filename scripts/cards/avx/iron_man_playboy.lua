return {
  set = "avx", number = 15, title = "Iron Man", subtitle = "Playboy",
  type = "character", cost = 4, energy = "shield", affiliations = { "Avengers" }, max = 4,
  faces = { "shield", "shield shield", "shield shield", "1/3/5", "1/4/6", "2/5/7*" },
  text = "Each time Iron Man takes damage during the Attack Step, he deals 3 damage to an opposing "
      .. "attacking or blocking character.",
  abilities = {
    { on = "damaged", attack_step = true, text = "3 damage to an opposing attacking or blocking character.",
      targets = { { kind = "character", side = "opposing", prompt = "choose an opposing attacker or blocker",
                    filter = function(g, self, d) return g.zone(d) == "attack" end } },
      effect = function(g, self, ev, t) g.damage(t[1], 3) end },
  },
}
