-- A player who starts using a global (or buying a die) and then chooses not to pay has not
-- used it: nothing is spent, nothing happens, and the log says it was cancelled, after the
-- `use` line the choice wrote.

scenario "a global whose payment is cancelled after its target is chosen: nothing is spent or gained" {
  players = {
    { life = 10, cards = { { "Spider-Man: Tangled Web", 2 } } },
    { life = 10 },
  },
  setup = {
    { "P1 Spider-Man: Tangled Web 1", "field", "level 1" },
    { "P1 Sidekick 1", "field", "character" },
    { "P1 Sidekick 2", "reserve", "bolt" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    global "Spider-Man: Tangled Web",
    target "P1 Sidekick 1",
    expect { decision = { kind = "pay", player = 1 } },
    cancel,
    log_has { type = "use", player = 1 },
    log_has { type = "cancel", player = 1, ["for"] = "ability", card = "Spider-Man: Tangled Web" },
    log_lacks { type = "ability" },
    log_lacks { type = "pay" },
    expect {
      zone = { ["P1 Sidekick 2"] = "reserve" },
      decision = { kind = "main", player = 1 },
    },
    -- Still hers to use: the cancelled attempt did not count.
    global "Spider-Man: Tangled Web",
    target "P1 Sidekick 1",
    pay(),
    expect { affiliation = { ["P1 Sidekick 1"] = "Spidey Friends" }, zone = { ["P1 Sidekick 2"] = "out_of_play" } },
    log_has { type = "ability", card = "Spider-Man: Tangled Web", times = 1 },
  },
}

scenario "a purchase whose payment is cancelled: the die stays in the supply" {
  players = {
    { life = 10, cards = { { "Spider-Man: Tangled Web", 2 } } },
    { life = 10 },
  },
  setup = {
    { "P1 Sidekick 1", "reserve", "bolt" },
    { "P1 Sidekick 2", "reserve", "bolt" },
    { "P1 Sidekick 3", "reserve", "bolt" },
    { "P1 Sidekick 4", "reserve", "bolt" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    buy "Spider-Man: Tangled Web",
    cancel,
    log_has { type = "cancel", player = 1, ["for"] = "buy", card = "Spider-Man: Tangled Web" },
    log_lacks { type = "buy" },
    expect { supply = { ["Spider-Man: Tangled Web"] = 2 }, zone = { ["P1 Sidekick 1"] = "reserve" } },
  },
}
