return {
  set = "avx", number = 2, title = "Beast", subtitle = "Genetic Expert",
  type = "character", cost = 2, energy = "mask", affiliations = { "X-Men" }, max = 4,
  faces = { "mask", "mask mask", "mask mask", "0/1/2*", "0/2/3", "1/2/4" },
  text = "If Beast is KO'd while blocking, you gain 1 life. *: also deal 2 damage to your opponent.",
  abilities = {
    { on = "ko", text = "KO'd while blocking: gain 1 life.",
      condition = function(g, self, ev) return ev.role == "blocking" end,
      effect = function(g, self) g.gain_life(self.player, 1) end },
    { on = "ko", burst = 1, instead = true, text = "KO'd while blocking: gain 1 life and deal 2 damage to your opponent.",
      condition = function(g, self, ev) return ev.role == "blocking" end,
      effect = function(g, self)
        g.gain_life(self.player, 1)
        g.damage_player(g.opponent(self.player), 2)
      end },
  },
}
