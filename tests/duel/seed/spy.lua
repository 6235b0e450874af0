-- The defender of the worked example: two Agility tokens (each rolls a die, as on the page, and
-- on a 1, 2 or 3 prevents half the subtotal, rounded up: the page shows a 1 preventing, the
-- other numbers are assumed) and Sabotage II (prevents 2 and deals 2 back).
return hero "Spy" {
  symbols = { "web" },
  faces = { { 1, "web" }, { 2, "web" }, { 3, "web" }, { 4, "web" }, { 5, "web" }, { 6, "web" } },
  statuses = {
    status "Agility" { stack = 2, spend = { prevent_part = { 1, 2 }, roll = { 1, 2, 3 } } },
  },
  abilities = {
    ability "Bite" { needs = { kind = 2 }, damage = 1 },
  },
  defence = defence "Sabotage II" { dice = 1, prevent = { web = 2 }, reflect = { web = 2 } },
  cards = {
    card "Wait" { timing = "main", cost = 0, cp = 1 },
    -- Not in the worked example: a halving, as the page's multipliers below 1 are worked out.
    card "Spell of Halving" { timing = "roll", cost = 0, scale = { 1, 2 } },
  },
}
