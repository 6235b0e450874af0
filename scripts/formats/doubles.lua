-- Dice Masters Doubles (ASM rulebook; the facts in CARD-DATA.md): two sides of two players,
-- seats 1 and 3 against seats 2 and 4. Each player brings 4 cards (1 die up to each card's
-- Max, no total cap) and 1 basic action card with 6 dice; titles are unique across a side and
-- the side's two basic actions differ. Each player has 8 Sidekicks. A side shares 30 life and
-- never goes above 30. Sides take turns; both players of the active side do each step, seat
-- by seat; both defenders declare blockers. How "you" and "opponent" read on cards in Doubles
-- is the engine's team policy (docs/rules.md).
return {
  name = "doubles",
  description = "2 vs 2: two sides of two sharing 30 life; each player 4 cards and 1 basic action with 6 dice.",
  edition = "asm2015",
  life = 30,
  players = 4,
  sides = { 1, 2, 1, 2 },
  dice_per_basic_action = 6,
  team = {
    sets = { "avx", "asm" },  -- the published sets the engine knows (docs/formats.md)
    max_cards = 4,
    basic_actions = 1,
    unique_titles = true,
    side = { unique_titles = true, distinct_basic_actions = true },
  },
}
