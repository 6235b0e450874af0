-- The attacker of the worked example: Mystic Bolts for 9, and the spells and the card that
-- modify it (the page lost their figures: +1, +2 and -4 are assumed, see docs/damage.md).
return hero "Sorcerer" {
  symbols = { "eye" },
  faces = { { 1, "eye" }, { 2, "eye" }, { 3, "eye" }, { 4, "eye" }, { 5, "eye" }, { 6, "eye" } },
  abilities = {
    ability "Mystic Bolts" { needs = { kind = 3 }, damage = 9 },
  },
  defence = defence "Ward" { dice = 1 },
  cards = {
    card "Spell of Swelling" { timing = "roll", cost = 0, add = 1 },
    card "Ice Tentacles" { timing = "roll", cost = 0, add = 2 },
    card "Spell of Waning" { timing = "roll", cost = 0, reduce = 4 },
  },
}
