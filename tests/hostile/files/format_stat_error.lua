-- Two teams of a card whose stat fails at every evaluation (stat_error.lua beside it).
return {
  name = "stat-error",
  cards = { "stat_error.lua" },
  life = 10,
  turn_cap = 30,
  teams = {
    { cards = { { "hostile-001", 4 } } },
    { cards = { { "hostile-001", 4 } } },
  },
}
