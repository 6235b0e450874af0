-- The two heroes of the Dice Throne page's worked example, written as the hero duel's scripts
-- with only what the example uses (docs/damage.md states the figures assumed).
return {
  game = "hero-duel",
  name = "seed-example",
  description = "a sorcerer against a spy: the worked example of the final-damage page",
  heroes = { "./sorcerer.lua", "./spy.lua" },
}
