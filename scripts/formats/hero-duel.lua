-- The hero duel (docs/hero-duel.md): two heroes, each a script, trade blows until one falls.
-- Every number the rules leave open is an option here, with its default.
return {
  game = "hero-duel",
  name = "hero-duel",
  description = "Ember Warden against Tide Caller: rolls, combinations, status effects and cards",
  heroes = { "games/hero-duel/ember-warden.lua", "games/hero-duel/tide-caller.lua" },
  health = option("health", 50, { min = 1, max = 999, text = "each hero's starting health" }),
  heal_cap = option("heal_cap", 10, { min = 0, max = 999, text = "how far above the starting health healing may go" }),
  cp_start = option("cp_start", 2, { min = 0, max = 99, text = "combat points at the start" }),
  cp_cap = option("cp_cap", 15, { min = 1, max = 99, text = "combat points a hero may hold" }),
  cp_income = option("cp_income", 1, { min = 0, max = 99, text = "combat points gained at each income phase" }),
  hand_start = option("hand_start", 4, { min = 0, max = 20, text = "cards in the opening hand" }),
  hand_limit = option("hand_limit", 6, { min = 0, max = 20, text = "cards kept at the end of a turn" }),
  draws = option("draws", 1, { min = 0, max = 10, text = "cards drawn at each income phase" }),
  sell = 1,
  roll_attempts = 3,
  turn_limit = option("turn_limit", 80, { min = 2, max = 10000, text = "turns before the game stops undecided (an engine bound)" }),
}
