-- Tournament teams, as both rulebooks give them ("Equipos de competición"; ASM "Tournament
-- Teams"): 20 life; two different basic actions; up to 8 character and action cards, no two
-- with the same title; up to 20 dice, each card 1 die up to its Max. The first player may not
-- attack on the first turn. Players bring their teams (team files, docs/teams.md).
return {
  name = "constructed",
  description = "Tournament teams: 20 life, 2 different basic actions, up to 8 cards with different titles, up to 20 dice.",
  edition = "asm2015",
  life = 20,
  first_turn_attack = false,
  team = {
    sets = { "avx", "asm" },  -- the published sets the engine knows (docs/formats.md)
    max_cards = 8,
    max_dice = 20,
    basic_actions = 2,
    distinct_basic_actions = true,
    unique_titles = true,
  },
}
