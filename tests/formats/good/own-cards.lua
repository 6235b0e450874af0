-- A format that brings its own cards: the Brutes of tests/cards/good/two_cards.card, loaded
-- beside the built-in sets whenever this format is played.
return {
  name = "own-cards",
  description = "Brutes against Brutes, from the format's own card file.",
  edition = "asm2015",
  life = 10,
  cards = { "../../cards/good/two_cards.card" },
  teams = {
    { cards = { { "Brute: Plain", 4 } }, basic_actions = { { "Force Beam", 3 } } },
    { cards = { { "Brute: Loud", 4 } }, basic_actions = { { "Thrown Car", 3 } } },
  },
}
