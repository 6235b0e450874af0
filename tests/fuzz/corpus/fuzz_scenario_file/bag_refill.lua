-- Clear and Draw: the Used Pile goes back into the bag only when the bag runs out in the
-- middle of drawing, never before.

scenario "bag refill: one die left, so it is drawn first and the Used Pile refills the bag" {
  players = { { life = 10 }, { life = 10 } },
  setup = {
    { "P1 Sidekick 1", "bag" },
    { "P1 Sidekick 2-8", "used" },
  },
  turn = { player = 1, step = "start" },
  draws = { "P1 Sidekick 1", "P1 Sidekick 5", "P1 Sidekick 6", "P1 Sidekick 7" },
  steps = {
    expect {
      zone = { ["P1 Sidekick 1"] = "prep", ["P1 Sidekick 5-7"] = "prep" },
      count = { P1 = { prep = 4, bag = 4, used = 0 } },
      life = { 10, 10 },
    },
    log_has { type = "refill", player = 1, times = 1 },
  },
}

scenario "bag refill: four dice in the bag are drawn and the full Used Pile stays put" {
  players = { { life = 10 }, { life = 10 } },
  setup = {
    { "P1 Sidekick 1-4", "bag" },
    { "P1 Sidekick 5-8", "used" },
  },
  turn = { player = 1, step = "start" },
  steps = {
    expect {
      zone = { ["P1 Sidekick 1-4"] = "prep", ["P1 Sidekick 5-8"] = "used" },
      count = { P1 = { bag = 0 } },
    },
    log_lacks { type = "refill" },
  },
}

scenario "bag refill: an empty bag is refilled on the next draw, with every used die" {
  players = { { life = 10, cards = { { "Beast: Mutate #666", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Sidekick 1-6", "used" },
    { "P1 Beast: Mutate #666 1", "used" },
    { "P1 Sidekick 7-8", "field", "character" },
  },
  turn = { player = 1, step = "start" },
  draws = { "P1 Beast: Mutate #666 1" },
  steps = {
    expect {
      zone = { ["P1 Beast: Mutate #666 1"] = "prep" },
      count = { P1 = { prep = 4, bag = 3, used = 0 } },
    },
  },
}
