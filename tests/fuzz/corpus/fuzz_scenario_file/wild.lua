-- The wild face '?' is one energy of whichever type the player needs.

scenario "wild: a ? pays as the mask a Beast die needs" {
  players = { { life = 10, cards = { { "Beast: Mutate #666", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Sidekick 1", "reserve", "?" },
    { "P1 Sidekick 2", "reserve", "fist" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    expect { can = { buy "Beast: Mutate #666" } },
    buy "Beast: Mutate #666",
    pay { "P1 Sidekick 1", "P1 Sidekick 2" },
    expect { zone = { ["P1 Beast: Mutate #666 1"] = "used", ["P1 Sidekick 1-2"] = "out_of_play" } },
  },
}

scenario "wild: a ? is one energy, not two" {
  players = { { life = 10, cards = { { "Beast: Mutate #666", 2 } } }, { life = 10 } },
  basic_actions = { "Force Beam" },
  setup = {
    { "P1 Sidekick 1", "reserve", "?" },
    { "P1 Sidekick 2", "reserve", "fist" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    -- Force Beam costs 3: a ? and a fist are only 2.
    expect { cannot = { buy "Force Beam" }, can = { buy "Beast: Mutate #666" } },
  },
}

scenario "wild: a ? pays a typed ability cost (Spider-Man: Webhead's fist)" {
  players = { { life = 10, cards = { { "Spider-Man: Webhead", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Spider-Man: Webhead 1", "field", "level 1" },
    { "P1 Sidekick 1", "reserve", "?" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Spider-Man: Webhead 1" },
    yes,
    pay { "P1 Sidekick 1" },
    expect {
      defense = { ["P1 Spider-Man: Webhead 1"] = 7 },
      zone = { ["P1 Sidekick 1"] = "out_of_play" },
      decision = { kind = "blockers", player = 2 },
    },
  },
}
