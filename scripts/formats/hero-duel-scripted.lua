-- The hero duel with its two scripted heroes (docs/hero-api.md): Lucky Gambler against Venom
-- Shade. The numbers are the hero-duel format's.
return {
  game = "hero-duel",
  name = "hero-duel-scripted",
  description = "Lucky Gambler against Venom Shade: heroes whose abilities, reactions and status effects are Lua",
  heroes = { "games/hero-duel/lucky-gambler.lua", "games/hero-duel/venom-shade.lua" },
  health = option("health", 50, { min = 1, max = 999, text = "each hero's starting health" }),
  cp_start = option("cp_start", 2, { min = 0, max = 99, text = "combat points at the start" }),
  turn_limit = option("turn_limit", 80, { min = 2, max = 10000, text = "turns before the game stops undecided (an engine bound)" }),
}
