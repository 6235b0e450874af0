-- Nobody gains life beyond the game's starting total; the excess is wasted.

scenario "life cap: at the starting total, a gain is wasted" {
  life = 10,
  players = { { life = 10, cards = { { "Silver Sable: Wild Pack", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Silver Sable: Wild Pack 1", "field", "level 3" },  -- 1/4/4
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Silver Sable: Wild Pack 1" },
    block { ["P2 Sidekick 1"] = "P1 Silver Sable: Wild Pack 1" },
    expect { life = { 10, 9 } },
    log_lacks { type = "life", player = 1, change = 1 },
  },
}

scenario "life cap: below the starting total, a gain counts up to it" {
  life = 10,
  players = { { life = 9, cards = { { "Silver Sable: Wild Pack", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Silver Sable: Wild Pack 1", "field", "level 3" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Silver Sable: Wild Pack 1" },
    block { ["P2 Sidekick 1"] = "P1 Silver Sable: Wild Pack 1" },
    expect { life = { 10, 9 } },
    log_has { type = "life", player = 1, change = 1, life = 10 },
  },
}
