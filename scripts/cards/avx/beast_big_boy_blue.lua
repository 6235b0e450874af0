return {
  set = "avx", number = 1, title = "Beast", subtitle = "Big Boy Blue",
  type = "character", cost = 2, energy = "mask", affiliations = { "X-Men" }, max = 4,
  faces = { "mask", "mask mask", "mask mask", "0/1/2*", "0/2/3", "1/2/4" },
  text = "When Beast blocks, he gets +1A and +1D until end of turn. *: +2A and +2D instead.",
  abilities = {
    { on = "blocks", text = "+1A/+1D until end of turn.", effect = function(g, self) g.bonus(self.die, 1, 1) end },
    { on = "blocks", burst = 1, instead = true, text = "+2A/+2D instead.",
      effect = function(g, self) g.bonus(self.die, 2, 2) end },
  },
}
