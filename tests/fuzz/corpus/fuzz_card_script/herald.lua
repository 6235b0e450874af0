-- Test card: a "when fielded" trigger with an observable result.
return {
  set = "tim", number = 1, title = "Herald", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "fist", "fist fist", "fist fist", "0/1/2", "0/2/2", "1/3/3" },
  text = "When fielded, deal 1 damage to your opponent.",
  abilities = {
    { on = "fielded", text = "1 damage to your opponent.",
      effect = function(g, self) g.damage_player(g.opponent(self.player), 1) end },
  },
}
