-- Purchasing: at least one energy spent on a character die must be of the card's energy
-- type; basic actions take any energy; fielding takes any energy.

scenario "typed buying: no mask, no Beast; any three energy buy a Force Beam" {
  players = { { life = 10, cards = { { "Beast: Mutate #666", 2 } } }, { life = 10 } },
  basic_actions = { "Force Beam" },
  setup = {
    { "P1 Sidekick 1", "reserve", "fist" },
    { "P1 Sidekick 2", "reserve", "bolt" },
    { "P1 Sidekick 3", "reserve", "shield" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    expect {
      cannot = { buy "Beast: Mutate #666" },
      can = { buy "Force Beam" },
    },
    buy "Force Beam",
    pay(),
    expect { count = { P1 = { reserve = 0, out_of_play = 3, used = 1 } }, supply = { ["Force Beam"] = 2 } },
  },
}

scenario "typed buying: one mask is enough, the rest may be any type" {
  players = { { life = 10, cards = { { "Beast: Mutate #666", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Sidekick 1", "reserve", "mask" },
    { "P1 Sidekick 2", "reserve", "bolt" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    buy "Beast: Mutate #666",
    pay { "P1 Sidekick 1", "P1 Sidekick 2" },
    expect {
      zone = { ["P1 Beast: Mutate #666 1"] = "used", ["P1 Sidekick 1-2"] = "out_of_play" },
      supply = { ["Beast: Mutate #666"] = 1 },
    },
    log_has { type = "buy", player = 1, card = "Beast: Mutate #666", die = "P1 Beast: Mutate #666 1" },
  },
}

scenario "typed buying: a player can't buy the other player's character dice" {
  players = { { life = 10 }, { life = 10, cards = { { "Spider-Man: Webhead", 2 } } } },
  setup = {
    { "P1 Sidekick 1-4", "reserve", "fist" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    expect { cannot = { buy "Spider-Man: Webhead" } },
  },
}
