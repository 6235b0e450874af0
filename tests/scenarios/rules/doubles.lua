-- Doubles (2 vs 2): seats 1 and 3 against 2 and 4, each side sharing 30 life (docs/rules.md,
-- "Games of more than two players, and Doubles").

local function doubles(t)
  t.players = t.players or {
    { cards = { { "Captain America: American Hero", 2 } } },
    { cards = { { "Beast: Mutate #666", 2 } } },
    { cards = { { "Spider-Man: Webhead", 2 } } },
    { cards = { { "Human Torch: Playing with Fire", 2 } } },
  }
  t.sides = { 1, 2, 1, 2 }
  t.life = t.life or 30
  t.dice_per_basic_action = 6
  return t
end

scenario "doubles: both attackers of a side attack together; both defenders declare blockers" (doubles {
  setup = {
    { "P1 Sidekick 1", "field", "character" },
    { "P3 Sidekick 1", "field", "character" },
    { "P2 Sidekick 1", "field", "character" },
    { "P4 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,                     -- player 1's Main Step
    expect { decision = { kind = "main", player = 3 } },
    done,                     -- player 3's
    attack { "P1 Sidekick 1" },
    expect { decision = { kind = "attackers", player = 3 }, zone = { ["P1 Sidekick 1"] = "field" } },
    attack { "P3 Sidekick 1" },
    -- Both are in the Attack Zone now; the defenders declare in seat order.
    expect { zone = { ["P1 Sidekick 1"] = "attack", ["P3 Sidekick 1"] = "attack" }, decision = { kind = "blockers", player = 2 } },
    block { ["P2 Sidekick 1"] = "P1 Sidekick 1" },
    expect { decision = { kind = "blockers", player = 4 } },
    block { ["P4 Sidekick 1"] = "P3 Sidekick 1" },
    -- Sidekick against Sidekick twice: all four KO'd, nobody's life touched.
    expect {
      zone = { ["P1 Sidekick 1"] = "prep", ["P2 Sidekick 1"] = "prep", ["P3 Sidekick 1"] = "prep", ["P4 Sidekick 1"] = "prep" },
      life = { 30, 30, 30, 30 },
    },
  },
})

scenario "doubles: two unblocked attackers of a side hit the other side's shared life" (doubles {
  setup = {
    { "P1 Captain America: American Hero 1", "attack", "level 3" },  -- 2/5/5: attack 5
    { "P3 Sidekick 1", "attack", "character" },                      -- 0/1/1: attack 1
  },
  turn = { player = 1, step = "damage" },
  steps = {
    expect { life = { 30, 24, 30, 24 }, over = false },
    log_has { type = "damage", player = 2, amount = 5 },
    log_has { type = "damage", player = 2, amount = 1 },
  },
})

scenario "doubles: a side's life never rises above 30" (doubles {
  players = {
    { cards = { { "Silver Sable: Wild Pack", 2 } } },  -- blocked: "gain 1 life", the defender loses 1
    { cards = { { "Beast: Mutate #666", 2 } } },
    { },
    { },
  },
  setup = {
    { "P1 Silver Sable: Wild Pack 1", "field", "level 3" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    done,
    attack { "P1 Silver Sable: Wild Pack 1" },  -- player 3 has no character: not asked
    block { ["P2 Sidekick 1"] = "P1 Silver Sable: Wild Pack 1" },  -- player 4 has none: not asked
    expect { life = { 30, 29, 30, 29 } },
  },
})

scenario "doubles: Force Beam's double burst hits every player: each side's life twice" (doubles {
  edition = "avx2014",
  basic_actions = { "Force Beam" },
  setup = {
    { "Force Beam 1", "reserve", "action**", owner = 1 },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Force Beam 1",
    expect { life = { 28, 28, 28, 28 } },
    log_has { type = "damage", player = 1, amount = 1 },
    log_has { type = "damage", player = 4, amount = 1 },
  },
})

scenario "doubles: the game ends when a side reaches 0, for both its players" (doubles {
  life = 6,
  setup = {
    { "P1 Captain America: American Hero 1", "attack", "level 3" },  -- 2/5/5
    { "P3 Sidekick 1", "attack", "character" },                      -- 0/1/1
  },
  turn = { player = 1, step = "damage" },
  steps = {
    expect { over = true, winner = "side 1", reason = "life", life = { 6, 0, 6, 0 } },
  },
})

scenario "doubles: 'target opponent' offers either player of the other side, never a partner" (doubles {
  basic_actions = { "Betrayal" },   -- 1 damage to target opponent for each character they control
  setup = {
    { "Betrayal 1", "reserve", "action", owner = 1 },
    { "P2 Sidekick 1", "field", "character" },
    { "P4 Sidekick 1", "field", "character" },
    { "P4 Sidekick 2", "field", "character" },
    { "P3 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Betrayal 1",
    expect { decision = { kind = "target", player = 1 }, can = { target "P2", target "P4" },
             cannot = { target "P1", target "P3" } },
    target "P4",
    -- P4 controls two characters: 2 damage, taken from the side's shared life.
    expect { life = { 30, 28, 30, 28 } },
    log_has { type = "damage", player = 4, amount = 2 },
  },
})
