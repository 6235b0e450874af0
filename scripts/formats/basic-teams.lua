-- "Equipos básicos" (AvX rulebook, 2014 rules): 15 life; two different basic actions each (if
-- both players bring the same one, there are two sets of its dice); up to 6 character and
-- action cards with different titles; up to 15 dice, each card at least 1 and at most its Max.
return {
  name = "basic-teams",
  description = "AvX basic teams: 15 life, 2 different basic actions, up to 6 cards with different titles, up to 15 dice.",
  edition = "avx2014",
  life = 15,
  team = {
    sets = { "avx", "asm" },  -- the published sets the engine knows (docs/formats.md)
    max_cards = 6,
    max_dice = 15,
    basic_actions = 2,
    distinct_basic_actions = true,
    unique_titles = true,
  },
}
