-- Dice Miner, "Fase de Magia": magic dice spent one at a time, each symbol one reroll of an
-- unspent die of one's own trove that is not a hazard; a die rerolled may be chosen again;
-- hero faces are spent like dice and never rerolled; rerolls no die can take are lost.

scenario "A magic die with 2 symbols rerolls twice; the same die may be chosen again" {
  game = "dice-miner",
  phase = "magic",
  first = 1,
  players = { { trove = { "magic 2", "magic 1", "tunnel 1", "tunnel 4", "hazard 2 dragons" } }, {} },
  steps = {
    expect { decider = 1, decision = "magic" },
    spend "magic 2",
    log_has { type = "spend", player = 1, kind = "magic", face = "2", magic = 2 },
    expect { decision = "reroll" },
    -- Hazards are never rerolled by magic, nor the magic die just spent.
    refuse(reroll "hazard 2 dragons", "hazard"),
    refuse(reroll "magic 2", "spent"),
    roll { "tunnel 3" },
    reroll "tunnel 4",
    expect { decision = "reroll", trove = { { "magic 2", "magic 1", "tunnel 1", "tunnel 3", "hazard 2 dragons" }, {} } },
    roll { "tunnel 2" },
    reroll "tunnel 3",
    expect { decision = "magic", trove = { { "magic 2", "magic 1", "tunnel 1", "tunnel 2", "hazard 2 dragons" }, {} } },
    log_has { type = "roll", kind = "tunnel", face = "2", why = "magic", player = 1 },
    -- Both rerolls used: the spent die may not be spent again; P1 stops, keeping her magic 1.
    refuse(spend "magic 2", "already spent"),
    done,
    -- P2 has no magic: passed over; the round is scored: [1+2] and two dragons.
    expect { round_score = { 1, 0 } },
  },
}

scenario "An unspent magic die may be rerolled by another; a spent one may not" {
  game = "dice-miner",
  phase = "magic",
  first = 1,
  players = { { trove = { "magic 1", "magic 3", { "magic 2", spent = true }, "tunnel 4" } }, {} },
  steps = {
    refuse(spend "magic 2", "already spent"),
    spend "magic 1",
    roll { "magic 2" },
    refuse(reroll "magic 2", "spent"),
    reroll "magic 3",
    -- The rerolled die shows 2 magic, unspent: it may be spent now.
    expect { decision = "magic", trove = { { "magic 1", "magic 2", "magic 2", "tunnel 4" }, {} } },
    spend "magic 2",
    roll { "tunnel 1", "tunnel 2" },
    reroll "tunnel 4",
    reroll "tunnel 1",
    -- Every magic die is spent: P1's turn ends without a question, and P2 has none.
    expect { round_score = { 0, 0 }, round = 2 },
  },
}

scenario "Hero faces are spent like magic dice and never rerolled; rerolls no die can take are lost" {
  game = "dice-miner",
  phase = "magic",
  first = 2,
  players = { { hero = "Alchemist", trove = { "hazard dragon" } }, { hero = "Surveyor", trove = {} } },
  steps = {
    -- P2 first: the Surveyor's one magic face, but nothing of hers magic may reroll.
    expect { decider = 2, options = { "spend:hero:2", "done" } },
    spend "hero 2",
    log_has { type = "rerolls_lost", player = 2, count = 1 },
    -- The face is spent for the round; P2 has nothing more: P1's turn.
    expect { decider = 1, options = { "spend:hero:1", "spend:hero:2", "spend:hero:3", "done" } },
    spend "hero 1",
    log_has { type = "rerolls_lost", player = 1, count = 1 },
    refuse("spend:hero:1", "already spent"),
    done,
    expect { round_score = { -1, 1 } },
  },
}

scenario "The magic phase begins with the player after the one who took the last die" {
  game = "dice-miner",
  phase = "excavation",
  first = 1,
  players = { { trove = { "magic 1" } }, { trove = { "magic 1" } }, { trove = { "magic 1" } } },
  mountain = { [1] = "tunnel 1", [2] = "tunnel 2" },
  steps = {
    take(1),  -- P1
    take(2),  -- P2 takes the last die
    expect { phase = "magic", decider = 3 },
    done,
    expect { decider = 1 },
    done,
    expect { decider = 2 },
    done,
    -- Scored, and no chest: the recovery needs no decision, and round 2 begins.
    expect { round = 2, phase = "excavation" },
  },
}
