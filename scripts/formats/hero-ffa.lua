-- The hero duel with every hero for themselves (docs/hero-duel.md, "Modes"): 3 to 6 heroes; a
-- hero at 0 is out (skipped, never a target, its tokens idle) and the last one standing wins.
-- The seed page is silent on free-for-all: every number and choice below is the engine's
-- reading, an option with its default.
local players = option("players", 3, { min = 3, max = 6, text = "players at the table" })
local heroes = option("heroes", { "ember-warden", "tide-caller" },
  { text = "heroes by seat (games/hero-duel/NAME.lua), repeated round the table when fewer than the seats" })
-- A hero's name, never a path: letters, digits and '-' only.
local allowed = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-"
local seats = {}
for i, name in ipairs(heroes) do
  for k = 1, #name do
    if not string.find(allowed, string.sub(name, k, k), 1, true) then
      error("option 'heroes': '" .. name .. "' is not a hero's name (letters, digits and '-', as games/hero-duel/NAME.lua)")
    end
  end
  seats[i] = "games/hero-duel/" .. name .. ".lua"
end

return {
  game = "hero-duel",
  name = "hero-ffa",
  description = "Three to six heroes, every one for themselves: the last standing wins",
  mode = "ffa",
  players = players,
  heroes = seats,
  targets = option("targets", "any", { text = "any: any living opponent, chosen with the ability; next: the next living opponent in turn order" }),
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
  turn_limit = option("turn_limit", 40 * players, { min = 2, max = 10000, text = "turns before the game stops undecided (an engine bound; 40 a seat)" }),
}
