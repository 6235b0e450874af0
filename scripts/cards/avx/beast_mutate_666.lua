return {
  set = "avx", number = 3, title = "Beast", subtitle = "Mutate #666",
  type = "character", cost = 2, energy = "mask", affiliations = { "X-Men" }, max = 4,
  faces = { "mask", "mask mask", "mask mask", "0/1/2*", "0/2/3", "1/2/4" },
  text = "When Beast blocks, draw a die from your bag and put it in your Prep Area. "
      .. "*: draw two dice instead: one to your Prep Area, the other to your Used Pile.",
  abilities = {
    { on = "blocks", text = "Draw a die from your bag into your Prep Area.",
      effect = function(g, self) g.draw(self.player, "prep") end },
    { on = "blocks", burst = 1, instead = true,
      text = "Draw two dice: one to your Prep Area, one to your Used Pile.",
      effect = function(g, self)
        g.draw(self.player, "prep")
        g.draw(self.player, "used")
      end },
  },
}
