-- Dice Miner, "Fase de Puntuación": every worked example of the scoring section, and the
-- clarifications of DICE-MINER.md. Each scenario starts at the Scoring phase of round 1 with
-- the troves given (no heroes, so only these dice count); the points of the round are checked
-- as the rules score them and as the log says, rule by rule.

local function score(name, p1, p2, want, rule, points, more)
  scenario(name) {
    game = "dice-miner",
    phase = "scoring",
    players = { { trove = p1 }, { trove = p2 } },
    steps = {
      expect { round_score = want, total = want },
      log_has { type = "score", player = 1, rule = rule, points = points },
      more or expect { round = 2 },
    },
  }
end

-- Tunnels: sequences that start at 1, each worth the sum of its faces.
score("A player with 1, 2 and 3 scores 6 (1+2+3)",
      { "tunnel 1", "tunnel 2", "tunnel 3" }, {}, { 6, 0 }, "tunnels", 6)
score("A player with 1, 2 and 4 scores 3: the 4 is not in the sequence",
      { "tunnel 1", "tunnel 2", "tunnel 4" }, {}, { 3, 0 }, "tunnels", 3)
score("A player with 2, 3 and 4 scores nothing: the sequence does not start at 1",
      { "tunnel 2", "tunnel 3", "tunnel 4" }, {}, { 0, 0 }, "tunnels", 0)
score("A player with 1, 1, 2, 2 and 3 scores 9: [1+2+3] + [1+2]",
      { "tunnel 1", "tunnel 1", "tunnel 2", "tunnel 2", "tunnel 3" }, {}, { 9, 0 }, "tunnels", 9)
score("A 1 alone is a sequence of one die: 1, 1 and 1 score 3",
      { "tunnel 1", "tunnel 1", "tunnel 1" }, {}, { 3, 0 }, "tunnels", 3)
score("A die belongs to one sequence: 1, 2, 2 and 3 score 6, the other 2 nothing",
      { "tunnel 1", "tunnel 2", "tunnel 2", "tunnel 3" }, {}, { 6, 0 }, "tunnels", 6)

-- Treasure: a point a gem, doubled for the player with the most; a tie doubles nobody's.
score("4 gems against 3: the first player scores 8, the second 3",
      { "treasure 3 gems", "treasure 1 gem" }, { "treasure 2 gems", "treasure 1 gem" }, { 8, 3 }, "treasure", 8,
      log_has { type = "score", player = 2, rule = "treasure", points = 3 })
score("3 gems each: a tie for the most, nobody doubles",
      { "treasure 3 gems" }, { "treasure 2 gems", "treasure 1 gem" }, { 3, 3 }, "treasure", 3,
      log_has { type = "score", player = 2, rule = "treasure", points = 3 })

-- Hazards and tools.
score("Hazards count against: 1 cave-in and 4 dragons lose 5 points",
      { "hazard cave-in", "hazard 2 dragons", "hazard 2 dragons" }, {}, { -5, 0 }, "hazards", -5)
score("2 pickaxes and 4 cave-ins score 8 (2 x 4)",
      { "tool pickaxe", "tool pickaxe", "hazard 2 cave-ins", "hazard 2 cave-ins" }, {}, { 8, 0 }, "hazards", 8)
score("2 pickaxes, 3 cave-ins, 4 dragons and no shield score 2 ([2 x 3] - 4)",
      { "tool pickaxe", "tool pickaxe", "hazard 2 cave-ins", "hazard cave-in", "hazard 2 dragons", "hazard 2 dragons" }, {},
      { 2, 0 }, "hazards", 2)
score("One shield turns every dragon positive: a shield and 3 dragons score 3",
      { "tool shield", "hazard 2 dragons", "hazard dragon" }, {}, { 3, 0 }, "hazards", 3)

-- What scores nothing.
score("Beer, magic and chests score nothing",
      { "tunnel beer", "treasure beer", "magic 3", "magic 1", "tool chest" }, {}, { 0, 0 }, "tunnels", 0,
      log_has { type = "score", player = 1, rule = "hazards", points = 0 })

scenario "A hero's faces count as dice of the trove: the Engineer's 2 joins a sequence, his pickaxe turns cave-ins" {
  game = "dice-miner",
  phase = "scoring",
  players = {
    { hero = "Engineer", trove = { "tunnel 1", "tunnel 3", "hazard 2 cave-ins" } },
    { hero = "Prospector", trove = { "treasure 1 gem" } },
  },
  steps = {
    -- P1: [1+2+3] = 6, and 2 cave-ins x 1 pickaxe = 2. P2: the Prospector's gem and the die's,
    -- the most gems (2 against 0): 4; his pickaxe with no cave-in is worth nothing.
    expect { round_score = { 8, 4 } },
    log_has { type = "score", player = 1, rule = "tunnels", points = 6 },
    log_has { type = "score", player = 1, rule = "hazards", points = 2 },
    log_has { type = "score", player = 2, rule = "treasure", points = 4 },
  },
}

scenario "Each round's points are added to the total" {
  game = "dice-miner",
  phase = "scoring",
  round = 2,
  players = { { total = 10, trove = { "tunnel 1", "tunnel 2" } }, { total = 4, trove = { "treasure 2 gems" } } },
  steps = {
    expect { round_score = { 3, 4 }, total = { 13, 8 } },
    log_has { type = "round_score", player = 1, points = 3, total = 13, round = 2 },
  },
}
