-- Human Torch: Playing with Fire (AvX 12): "The first time each turn you field a character,
-- each Human Torch already in your Field Zone gets +1A and +1D until end of turn."

scenario "Human Torch: Playing with Fire: only the first fielding of the turn counts" {
  edition = "avx2014",
  players = { { life = 10, cards = { { "Human Torch: Playing with Fire", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Human Torch: Playing with Fire 1", "field", "level 1" },  -- 0/2/2
    { "P1 Sidekick 1-2", "reserve", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    expect { attack = { ["P1 Human Torch: Playing with Fire 1"] = 2 }, defense = { ["P1 Human Torch: Playing with Fire 1"] = 2 } },
    field "P1 Sidekick 1",
    expect { attack = { ["P1 Human Torch: Playing with Fire 1"] = 3 }, defense = { ["P1 Human Torch: Playing with Fire 1"] = 3 } },
    field "P1 Sidekick 2",
    expect { attack = { ["P1 Human Torch: Playing with Fire 1"] = 3 }, defense = { ["P1 Human Torch: Playing with Fire 1"] = 3 } },
    log_has { type = "ability", card = "Human Torch: Playing with Fire", times = 1 },
  },
}

scenario "Human Torch: Playing with Fire: the Torch being fielded is not already in the field" {
  edition = "avx2014",
  players = { { life = 10, cards = { { "Human Torch: Playing with Fire", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Human Torch: Playing with Fire 1", "field", "level 1" },
    { "P1 Human Torch: Playing with Fire 2", "reserve", "level 1" },  -- fielding cost 0
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Human Torch: Playing with Fire 2",
    expect {
      attack = { ["P1 Human Torch: Playing with Fire 1"] = 3, ["P1 Human Torch: Playing with Fire 2"] = 2 },
      defense = { ["P1 Human Torch: Playing with Fire 1"] = 3, ["P1 Human Torch: Playing with Fire 2"] = 2 },
    },
  },
}

scenario "Human Torch: Playing with Fire: the bonus ends with the turn and comes back on the next" {
  edition = "avx2014",
  players = { { life = 10, cards = { { "Human Torch: Playing with Fire", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Human Torch: Playing with Fire 1", "field", "level 1" },
    { "P1 Sidekick 1", "reserve", "character" },
    { "P2 Sidekick 1-4", "bag" },
    { "P2 Sidekick 5-8", "used" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Sidekick 1",
    expect { attack = { ["P1 Human Torch: Playing with Fire 1"] = 3 } },
    done,
    roll { { "P2 Sidekick 1", "fist" }, { "P2 Sidekick 2", "fist" }, { "P2 Sidekick 3", "fist" }, { "P2 Sidekick 4", "fist" } },
    attack {},
    -- P2's turn: the Torch is back to 0/2/2.
    expect { turn = { player = 2 }, attack = { ["P1 Human Torch: Playing with Fire 1"] = 2 }, defense = { ["P1 Human Torch: Playing with Fire 1"] = 2 } },
    reroll {},
    draw { "P1 Sidekick 2", "P1 Sidekick 3", "P1 Sidekick 4", "P1 Sidekick 5" },
    roll { { "P1 Sidekick 2", "character" }, { "P1 Sidekick 3", "bolt" }, { "P1 Sidekick 4", "bolt" }, { "P1 Sidekick 5", "bolt" } },
    done,
    -- P1's next turn.
    reroll {},
    field "P1 Sidekick 2",
    expect { turn = { player = 1 }, attack = { ["P1 Human Torch: Playing with Fire 1"] = 3 }, defense = { ["P1 Human Torch: Playing with Fire 1"] = 3 } },
  },
}

-- ../shared/CARD-DATA.md: "The first time each turn you field a character, each Human Torch
-- already in your Field Zone gets +1A/+1D". The first fielding of the turn is that moment,
-- whether or not a Torch is there to profit from it: once it has passed, later fieldings that
-- turn don't count (the strict reading, docs/rules.md "Card readings"). Here the first
-- character fielded comes while no Torch is in the Field Zone; the Torch fielded next isn't
-- "already" there for its own fielding, and the Sidekick fielded last is no first time.
scenario "Human Torch: Playing with Fire: the first fielding of the turn counts even with no Torch in the field" {
  edition = "avx2014",
  players = { { life = 10, cards = { { "Human Torch: Playing with Fire", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Sidekick 1-2", "reserve", "character" },
    { "P1 Human Torch: Playing with Fire 1", "reserve", "level 1" },  -- fielding cost 0
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Sidekick 1",
    field "P1 Human Torch: Playing with Fire 1",
    field "P1 Sidekick 2",
    expect { attack = { ["P1 Human Torch: Playing with Fire 1"] = 2 }, defense = { ["P1 Human Torch: Playing with Fire 1"] = 2 } },
    log_lacks { type = "ability", card = "Human Torch: Playing with Fire" },
  },
}
