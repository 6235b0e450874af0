-- Tournament teams for fun games (ASM "Tournament Teams": "feel free to use 15 life and 15
-- dice instead"): the constructed rules with 15 life and 15 dice.
return {
  name = "casual",
  description = "Constructed teams for fun games: 15 life, 2 different basic actions, up to 8 cards, up to 15 dice.",
  edition = "asm2015",
  life = 15,
  team = {
    sets = { "avx", "asm" },  -- the published sets the engine knows (docs/formats.md)
    max_cards = 8,
    max_dice = 15,
    basic_actions = 2,
    distinct_basic_actions = true,
    unique_titles = true,
  },
}
