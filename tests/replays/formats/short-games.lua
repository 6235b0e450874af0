-- The AvX demo game cut to four turns: games that end at the turn limit, for replay tests.
return {
  name = "short-games",
  description = "AvX demo game stopped after four turns.",
  edition = "avx2014",
  life = 10,
  turn_cap = 4,
  basic_actions = { "Force Beam", "Inner Rage", "Thrown Car" },
  dice_per_basic_action = 3,
  teams = {
    { cards = { { "Human Torch: Playing with Fire", 2 }, { "Spider-Man: Webhead", 2 } } },
    { cards = { { "Beast: Mutate #666", 2 }, { "Captain America: American Hero", 2 } } },
  },
}
