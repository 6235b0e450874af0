-- Test card: math.random inside an effect draws from the game's generator.
return {
  set = "tim", number = 9, title = "Gambler", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "fist", "fist fist", "fist fist", "0/1/1", "0/1/1", "0/1/1" },
  text = "When fielded, deal 1 to 3 damage (at random) to your opponent.",
  abilities = {
    { on = "fielded", text = "1 to 3 damage to your opponent.",
      effect = function(g, self) g.damage_player(g.opponent(self.player), math.random(3)) end },
  },
}
