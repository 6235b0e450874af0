-- Silver Sable: Wild Pack (ASM 13): "When Silver Sable is blocked, the defending player loses
-- 1 life and you gain 1 life."

scenario "Silver Sable: Wild Pack blocked: the defender loses 1 life, her player gains 1" {
  life = 10,
  players = { { life = 7, cards = { { "Silver Sable: Wild Pack", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Silver Sable: Wild Pack 1", "field", "level 1" },  -- 0/3/1
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Silver Sable: Wild Pack 1" },
    block { ["P2 Sidekick 1"] = "P1 Silver Sable: Wild Pack 1" },
    -- Then both KO each other, as in the rulebook's example of play.
    expect {
      life = { 8, 9 },
      zone = { ["P1 Silver Sable: Wild Pack 1"] = "prep", ["P2 Sidekick 1"] = "prep" },
    },
    log_has { type = "life", player = 2, change = -1 },
    log_has { type = "life", player = 1, change = 1 },
  },
}

scenario "Silver Sable: Wild Pack unblocked: just her damage" {
  life = 10,
  players = { { life = 7, cards = { { "Silver Sable: Wild Pack", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Silver Sable: Wild Pack 1", "field", "level 2" },  -- 1/4/2
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Silver Sable: Wild Pack 1" },
    block {},
    expect { life = { 7, 6 } },
    log_lacks { type = "life" },
  },
}

scenario "Silver Sable: Wild Pack blocked by two: the ability triggers once" {
  life = 10,
  players = { { life = 7, cards = { { "Silver Sable: Wild Pack", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Silver Sable: Wild Pack 1", "field", "level 3" },  -- 1/4/4
    { "P2 Sidekick 1-2", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Silver Sable: Wild Pack 1" },
    block { ["P2 Sidekick 1"] = "P1 Silver Sable: Wild Pack 1", ["P2 Sidekick 2"] = "P1 Silver Sable: Wild Pack 1" },
    expect { life = { 8, 9 }, decision = "assign_damage" },
    assign { ["P2 Sidekick 1"] = 2, ["P2 Sidekick 2"] = 2 },
    expect { zone = { ["P2 Sidekick 1-2"] = "prep", ["P1 Silver Sable: Wild Pack 1"] = "field" } },
  },
}
