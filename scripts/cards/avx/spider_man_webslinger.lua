return {
  set = "avx", number = 18, title = "Spider-Man", subtitle = "Webslinger",
  type = "character", cost = 5, energy = "fist", affiliations = {}, max = 4,
  faces = { "fist", "fist fist", "fist fist", "0/3/3", "1/4/4", "1/5/5" },
  text = "When Spider-Man is assigned to attack, you may pay 1 fist: each opposing character must block him if able.",
  abilities = {
    { on = "attack_assigned", may = true, cost = { fist = 1 }, text = "Each opposing character must block him if able.",
      effect = function(g, self) g.player_flag(g.opponent(self.player), "must_block", self.die) end },
  },
}
