-- "Your first game" from the Avengers vs. X-Men starter (2014 rules: no Out of Play zone).
return {
  name = "avx-demo",
  description = "AvX demo game: Force Beam, Inner Rage, Thrown Car; 2 dice per character, 10 life.",
  edition = "avx2014",
  life = 10,
  basic_actions = { "Force Beam", "Inner Rage", "Thrown Car" },
  dice_per_basic_action = 3,
  teams = {
    { cards = { { "Human Torch: Playing with Fire", 2 }, { "Spider-Man: Webhead", 2 } } },
    { cards = { { "Beast: Mutate #666", 2 }, { "Captain America: American Hero", 2 } } },
  },
}
