-- Test card: keywords for the kernel's keyword rules (level 1 Regenerate, level 2 Deadly,
-- level 3 Ally), plus an Aftershock effect.
return {
  set = "tim", number = 10, title = "Mutant", type = "character", cost = 1, energy = "mask", max = 4,
  faces = { "mask", "mask mask", "mask mask", "0/1/1", "0/1/1", "0/1/1" },
  text = "Level 1: Regenerate. Level 2: Deadly. Level 3: Ally. Aftershock: your opponent loses 1 life.",
  abilities = {
    { static = true, keywords = { "regenerate" }, text = "Regenerate (level 1).",
      condition = function(g, self) return g.level(self.die) == 1 end },
    { static = true, keywords = { "deadly" }, text = "Deadly (level 2).",
      condition = function(g, self) return g.level(self.die) == 2 end },
    { static = true, keywords = { "ally" }, text = "Ally (level 3).",
      condition = function(g, self) return g.level(self.die) == 3 end },
    { on = "aftershock", text = "Aftershock: your opponent loses 1 life.",
      effect = function(g, self) g.lose_life(g.opponent(self.player), 1) end },
  },
}
