-- Test card: a "while active" bonus that must not stack over copies.
return {
  set = "tim", number = 2, title = "Banner", type = "character", cost = 1, energy = "shield", max = 4,
  faces = { "shield", "shield shield", "shield shield", "0/1/1", "0/2/2", "1/3/3" },
  text = "While active, your Sidekicks get +1A and +1D.",
  abilities = {
    { static = true, while_active = true, text = "Your Sidekicks get +1A/+1D.",
      stat = function(g, self, d)
        if g.is_sidekick(d) and g.controller(d) == self.player then return 1, 1 end
        return 0, 0
      end },
  },
}
