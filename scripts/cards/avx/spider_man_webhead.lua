return {
  set = "avx", number = 17, title = "Spider-Man", subtitle = "Webhead",
  type = "character", cost = 4, energy = "fist", affiliations = {}, max = 4,
  faces = { "fist", "fist fist", "fist fist", "0/3/3", "1/4/4", "1/5/5" },
  text = "When Spider-Man is assigned to attack, you may pay 1 fist: he gets +4D until end of turn "
      .. "(once per turn for each Spider-Man die).",
  abilities = {
    { on = "attack_assigned", may = true, cost = { fist = 1 }, once_per_turn = true,
      text = "You may pay 1 fist: +4D until end of turn.",
      effect = function(g, self) g.bonus(self.die, 0, 4) end },
  },
}
