-- A format whose teams hold an action card (Focus, of tests/golden/heads.card): its dice are
-- bought and used, never fielded, and the card statistics of `dice sim` say so.
return {
  name = "action-cards",
  description = "Focus and two characters a side, from the golden set's own card file.",
  edition = "asm2015",
  life = 10,
  cards = { "../../golden/heads.card" },
  teams = {
    { cards = { { "Focus: Action Bursts", 3 }, { "Beast: Triggers I", 2 }, { "Hulk: Triggers II", 2 } },
      basic_actions = { { "Force Beam", 2 } } },
    { cards = { { "Focus: Action Bursts", 3 }, { "Beast: Triggers I", 2 }, { "Hulk: Triggers II", 2 } },
      basic_actions = { { "Thrown Car", 2 } } },
  },
}
