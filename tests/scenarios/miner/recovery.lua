-- Dice Miner, "Fase de Recuperación", after rounds 1 and 2: chests keep dice, every other die
-- of every trove is rerolled (the chest die too, unless kept), the player with the lowest
-- total becomes the first player, and the mountain is filled again from the bag only.

scenario "A chest keeps a die; the rest are rerolled; the lowest total starts round 2" {
  game = "dice-miner",
  phase = "recovery",
  round = 1,
  first = 1,
  players = {
    { total = 10, trove = { "tool chest", "treasure 3 gems", "tunnel 1", "tunnel 2" } },
    { total = 4, trove = { "tunnel 5" } },
  },
  steps = {
    expect { decider = 1, decision = "keep", options = { "keep:37", "keep:44", "keep:0", "keep:1", "done" } },
    roll { "tool shield", "tunnel 3", "tunnel 4", "tunnel 1" },
    keep "treasure 3 gems",
    -- One chest, one die kept: P2 has no chest; every other die is rolled again.
    log_has { type = "keep", player = 1, kind = "treasure", face = "3 gems" },
    log_has { type = "roll", why = "recovery", times = 4 },
    log_has { type = "first_player", player = 2, reason = "lowest_total" },
    expect {
      round = 2, phase = "excavation", first = 2, decider = 2,
      trove = { { "tool shield", "treasure 3 gems", "tunnel 3", "tunnel 4" }, { "tunnel 1" } },
      -- 60 dice: 5 in troves, 20 in the mountain filled from the bag.
      bag = 35,
    },
  },
}

scenario "The Treasurer's double chest keeps two dice, and a chest may keep a hazard" {
  game = "dice-miner",
  phase = "recovery",
  round = 2,
  first = 2,
  players = {
    { hero = "Treasurer", total = 3, trove = { "tunnel 1", "hazard 2 dragons", "tunnel 2" } },
    { total = 9, trove = {} },
  },
  steps = {
    -- P2, the first player, has no chest: P1 keeps.
    expect { decider = 1, decision = "keep" },
    keep "tunnel 1",
    refuse(keep "tunnel 1", "already kept"),
    roll { "tunnel 5" },        -- for the die not kept, rolled as soon as the keeping ends
    keep "hazard 2 dragons",
    expect { round = 3, first = 1, trove = { { "tunnel 1", "hazard 2 dragons", "tunnel 5" }, {} } },
  },
}

scenario "A player may keep fewer dice than chests" {
  game = "dice-miner",
  phase = "recovery",
  round = 1,
  first = 1,
  players = { { total = 2, trove = { "tool chest", "tunnel 3" } }, { total = 2, trove = {} } },
  -- The tie for the lowest total is settled at random: a roll among the tied (here P2).
  rolls = { "tool pickaxe", "tunnel 1", 2 },
  steps = {
    done,
    log_has { type = "first_player", player = 2, reason = "lowest_total_tie_at_random" },
    expect { first = 2, trove = { { "tool pickaxe", "tunnel 1" }, {} } },
  },
}

-- Recovery comes between rounds only: after the last there is none (a scenario set at the
-- recovery of round 3 is refused, tests/miner/test_scenarios.cpp), and the last round's
-- scoring ends the game.
scenario "After the last round there is no recovery: round 3's scoring ends the game" {
  game = "dice-miner",
  phase = "scoring",
  round = 3,
  players = { { total = 10, trove = { "tunnel 1" } }, { total = 4, trove = {} } },
  steps = {
    expect { over = true, winner = 1, reason = "score" },
    log_lacks { type = "phase", phase = "recovery" },
  },
}
