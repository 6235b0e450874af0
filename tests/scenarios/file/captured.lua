-- "captured" as a zone: in expectations, and in the set-up with its captor (`by`).
-- Thor: Odinson (avx-024): "When fielded, capture each opposing fist character"; captures end
-- with the turn or when the captor leaves the field.

scenario "Thor: Odinson fielded captures the opposing fist character until the end of the turn" {
  edition = "avx2014",
  players = {
    { life = 20, cards = { { "Thor: Odinson", 1 } } },
    { life = 20, cards = { { "Hulk: Anger Issues", 1 } } },
  },
  setup = {
    { "P1 Thor: Odinson 1", "reserve", "level 1" },  -- fielding cost 1
    { "P1 Sidekick 1", "reserve", "bolt" },
    { "P2 Hulk: Anger Issues 1", "field", "level 1" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Thor: Odinson 1",
    pay(),
    expect { zone = { ["P1 Thor: Odinson 1"] = "field", ["P2 Hulk: Anger Issues 1"] = "captured" } },
    done,
    attack {},
    expect { zone = { ["P2 Hulk: Anger Issues 1"] = "field" }, turn = { player = 2 } },
  },
}

scenario "A die set up captured comes back to the field when the turn ends" {
  edition = "avx2014",
  players = {
    { life = 20, cards = { { "Thor: Odinson", 1 } } },
    { life = 20, cards = { { "Hulk: Anger Issues", 1 } } },
  },
  setup = {
    { "P1 Thor: Odinson 1", "field", "level 1" },
    { "P2 Hulk: Anger Issues 1", "captured", "level 2", by = "P1 Thor: Odinson 1" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    expect { zone = { ["P2 Hulk: Anger Issues 1"] = "captured" }, count = { P2 = { captured = 1, field = 0 } } },
    done,
    attack {},
    expect { zone = { ["P2 Hulk: Anger Issues 1"] = "field" }, face = { ["P2 Hulk: Anger Issues 1"] = "level 2" } },
  },
}
