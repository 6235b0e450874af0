-- Roll and Reroll: after the first roll the player may reroll any of the dice, chosen all
-- at once and rerolled together, once. Whatever they show then is kept.

scenario "one reroll: the chosen dice are rerolled together, once, and the rest keep their faces" {
  players = { { life = 10 }, { life = 10 } },
  turn = { player = 1, step = "start" },
  draws = { "P1 Sidekick 1", "P1 Sidekick 2", "P1 Sidekick 3", "P1 Sidekick 4" },
  rolls = {
    { "P1 Sidekick 1", "fist" }, { "P1 Sidekick 2", "fist" },
    { "P1 Sidekick 3", "bolt" }, { "P1 Sidekick 4", "character" },
  },
  steps = {
    expect { decision = { kind = "reroll", player = 1 }, face = { ["P1 Sidekick 1"] = "fist", ["P1 Sidekick 4"] = "character" } },
    roll { { "P1 Sidekick 2", "shield" }, { "P1 Sidekick 1", "mask" } },
    reroll { "P1 Sidekick 1", "P1 Sidekick 2" },
    expect {
      face = {
        ["P1 Sidekick 1"] = "mask", ["P1 Sidekick 2"] = "shield",
        ["P1 Sidekick 3"] = "bolt", ["P1 Sidekick 4"] = "character",
      },
      zone = { ["P1 Sidekick 1-4"] = "reserve" },
      -- No second reroll: the Main Step has begun.
      decision = { kind = "main", player = 1 },
      turn = { step = "main" },
    },
    log_has { type = "reroll", player = 1, die = "P1 Sidekick 1", face = "mask" },
    log_lacks { type = "reroll", die = "P1 Sidekick 3" },
  },
}

scenario "one reroll: keeping every die ends the Roll and Reroll Step" {
  players = { { life = 10 }, { life = 10 } },
  turn = { player = 1, step = "start" },
  draws = { "P1 Sidekick 1", "P1 Sidekick 2", "P1 Sidekick 3", "P1 Sidekick 4" },
  rolls = {
    { "P1 Sidekick 1", "wild" }, { "P1 Sidekick 2", "fist" },
    { "P1 Sidekick 3", "bolt" }, { "P1 Sidekick 4", "mask" },
  },
  steps = {
    reroll {},
    expect { decision = "main", face = { ["P1 Sidekick 1"] = "?" } },
    log_lacks { type = "reroll" },
  },
}
