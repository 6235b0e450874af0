-- Exposed! (ASM 28, basic action): "Target opponent must pay 1 life for each non-Villain
-- character they assign to block this turn. Global (once per turn): pay 2 bolt: target
-- opponent must pay 1 life to assign each blocker this turn."

scenario "Exposed!: every non-Villain blocker costs its player 1 life" {
  players = { { life = 10 }, { life = 10 } },
  basic_actions = { "Exposed!" },
  setup = {
    { "Exposed! 1", "reserve", "action", owner = 1 },
    { "P1 Sidekick 1-2", "field", "character" },
    { "P2 Sidekick 1-2", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Exposed! 1",
    target "P2",
    done,
    attack { "P1 Sidekick 1-2" },
    block { ["P2 Sidekick 1"] = "P1 Sidekick 1", ["P2 Sidekick 2"] = "P1 Sidekick 2" },
    expect { life = { 10, 8 }, zone = { ["P1 Sidekick 1-2"] = "prep", ["P2 Sidekick 1-2"] = "prep" } },
    log_has { type = "life", player = 2, change = -2 },
  },
}

scenario "Exposed!: blocking is free without it" {
  players = { { life = 10 }, { life = 10 } },
  setup = {
    { "P1 Sidekick 1", "field", "character" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Sidekick 1" },
    block { ["P2 Sidekick 1"] = "P1 Sidekick 1" },
    expect { life = { 10, 10 } },
  },
}

scenario "Exposed!: a player at 1 life can't pay a blocker's life (paid life never reaches 0)" {
  life = 10,
  players = { { life = 10 }, { life = 1 } },
  basic_actions = { "Exposed!" },
  setup = {
    { "Exposed! 1", "reserve", "action", owner = 1 },
    { "P1 Sidekick 1", "field", "character" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Exposed! 1",
    target "P2",
    done,
    attack { "P1 Sidekick 1" },
    -- Paying the last life for a blocker is not allowed, so there is nothing to decide.
    expect { over = true, winner = 1, life = { 10, 0 } },
  },
}

scenario "Exposed!'s global: 2 bolt, once per turn, every blocker costs 1 life" {
  players = { { life = 10 }, { life = 10 } },
  basic_actions = { "Exposed!" },
  setup = {
    { "P1 Sidekick 1-4", "reserve", "bolt" },
    { "P1 Sidekick 5", "field", "character" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    global "Exposed!",
    target "P2",
    pay(),
    -- Once per turn, though two bolts are left.
    expect { cannot = { global "Exposed!" }, count = { P1 = { reserve = 2 } } },
    done,
    attack { "P1 Sidekick 5" },
    block { ["P2 Sidekick 1"] = "P1 Sidekick 5" },
    expect { life = { 10, 9 } },
  },
}

scenario "Exposed!: the action and the global add up" {
  players = { { life = 10 }, { life = 10 } },
  basic_actions = { "Exposed!" },
  setup = {
    { "Exposed! 1", "reserve", "action", owner = 1 },
    { "P1 Sidekick 1-2", "reserve", "bolt" },
    { "P1 Sidekick 5", "field", "character" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Exposed! 1",
    target "P2",
    global "Exposed!",
    target "P2",
    pay(),
    done,
    attack { "P1 Sidekick 5" },
    block { ["P2 Sidekick 1"] = "P1 Sidekick 5" },
    expect { life = { 10, 8 } },
  },
}

-- The global's "must pay 1 life to block" (../shared/CARD-DATA.md) doesn't say whether that is
-- one payment for blocking at all or one for each blocker. Each blocker is assigned on its own
-- ("assigning each one to block a specific attacker", ASM rulebook, "Declare Blockers"), and the
-- action side of the same card counts "1 life for each ... character they assign to block": the
-- global is read the same way, 1 life for each blocker (docs/rules.md, "Card readings").
scenario "Exposed!'s global: two blockers cost 2 life, not 1" {
  players = { { life = 10 }, { life = 10 } },
  basic_actions = { "Exposed!" },
  setup = {
    { "P1 Sidekick 1-2", "reserve", "bolt" },
    { "P1 Sidekick 5-6", "field", "character" },
    { "P2 Sidekick 1-2", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    global "Exposed!",
    target "P2",
    pay(),
    done,
    attack { "P1 Sidekick 5-6" },
    block { ["P2 Sidekick 1"] = "P1 Sidekick 5", ["P2 Sidekick 2"] = "P1 Sidekick 6" },
    expect { life = { 10, 8 } },
    log_has { type = "life", player = 2, change = -2 },
  },
}
