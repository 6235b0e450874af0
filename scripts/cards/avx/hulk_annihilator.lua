return {
  set = "avx", number = 8, title = "Hulk", subtitle = "Annihilator",
  type = "character", cost = 6, energy = "fist", affiliations = { "Avengers" }, max = 4,
  faces = { "fist", "fist fist", "fist fist", "1/6/5*", "2/7/7*", "3/8/8" },
  text = "While Hulk is active, when you or Hulk take damage, move every Hulk die from your Used Pile "
      .. "to your Prep Area.",
  abilities = {
    { on = "owner_damaged", while_active = true, text = "Move your Hulk dice from the Used Pile to the Prep Area.",
      effect = function(g, self)
        for _, d in ipairs(g.dice_of_card(self.card, "used")) do g.move(d, "prep") end
      end },
  },
}
