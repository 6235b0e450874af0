-- Dice Miner, "¡Victoria!": after round 3 the highest total wins; tied players reroll their
-- whole troves and play another Magic and Scoring phase among themselves, the gems' doubling
-- decided among them only, again while they tie. A tie-break's points decide between the tied;
-- the totals stay as the three rounds made them.

scenario "The highest total after round 3 wins" {
  game = "dice-miner",
  phase = "scoring",
  round = 3,
  players = { { total = 20, trove = { "tunnel 1", "tunnel 2" } }, { total = 22, trove = {} } },
  steps = {
    expect { over = true, winner = 1, reason = "score", total = { 23, 22 }, places = { 1, 2 } },
    log_has { type = "winner", player = 1, total = 23 },
  },
}

scenario "Tied players reroll their troves and score again among themselves, while they tie" {
  game = "dice-miner",
  phase = "scoring",
  round = 3,
  players = { { total = 20, trove = { "tunnel 1", "tunnel 2" } }, { total = 23, trove = { "tunnel 2" } } },
  rolls = {
    "tunnel 1", "tunnel 3", "tunnel 1",  -- tie-break 1: P1 scores 1, P2 scores 1
    "tunnel 1", "tunnel 2", "tunnel 5",  -- tie-break 2: P1 scores 3, P2 nothing
  },
  steps = {
    log_has { type = "tiebreak", number = 1 },
    log_has { type = "tiebreak", number = 2 },
    log_has { type = "round_score", player = 1, tiebreak = 2, points = 3 },
    log_has { type = "roll", why = "tiebreak", times = 6 },
    expect { over = true, winner = 1, tiebreaks = 2, total = { 23, 23 }, places = { 1, 2 } },
  },
}

scenario "In a tie-break only the tied players count for the most gems" {
  game = "dice-miner",
  phase = "scoring",
  round = 3,
  players = {
    { total = 20, trove = { "treasure 2 gems" } },                     -- 2 gems: 2 points, 22
    { total = 22, trove = {} },                                        -- 22
    { total = 5, trove = { "treasure 3 gems", "treasure 3 gems" } },   -- the most gems: 12, 17
  },
  rolls = { "treasure 2 gems" },  -- P1's die, rerolled for the tie-break
  steps = {
    log_has { type = "round_score", player = 3, points = 12, total = 17 },
    -- Among P1 and P2, P1's 2 gems are the most: doubled, though P3 has more.
    log_has { type = "score", player = 1, rule = "treasure", points = 4 },
    log_lacks { type = "round_score", player = 3, tiebreak = 1 },
    expect { over = true, winner = 1, total = { 22, 22, 17 }, places = { 1, 2, 3 } },
  },
}

scenario "A tie-break has a Magic phase: the tied may spend magic before scoring" {
  game = "dice-miner",
  phase = "scoring",
  round = 3,
  players = { { total = 10, trove = { "magic 1", "tunnel 3" } }, { total = 10, trove = { "tunnel 4" } } },
  rolls = { "magic 1", "tunnel 3", "tunnel 4" },
  steps = {
    -- Both scored 0 in round 3: tied at 10. The tie-break rolled their troves as pinned.
    expect { phase = "magic", decider = 1, tiebreaks = 1 },
    spend "magic 1",
    roll { "tunnel 1" },
    reroll "tunnel 3",
    expect { over = true, winner = 1, places = { 1, 2 } },
    log_has { type = "round_score", player = 1, tiebreak = 1, points = 1 },
  },
}
