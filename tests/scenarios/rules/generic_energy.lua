-- Generic energy ("2") is spent whole. What a cost leaves over may pay other costs paid at
-- the same time, but is lost as soon as the player does anything else. A face with two
-- typed symbols may be spent in part: the die turns to the face showing what is left.

scenario "generic sharing: one 2 pays the fielding costs of two characters" {
  players = { { life = 10, cards = { { "Human Torch: Playing with Fire", 2 } } }, { life = 10 } },
  basic_actions = { "Force Beam" },
  setup = {
    { "Force Beam 1", "reserve", "2", owner = 1 },
    { "P1 Human Torch: Playing with Fire 1", "reserve", "level 2" },
    { "P1 Human Torch: Playing with Fire 2", "reserve", "level 2" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Human Torch: Playing with Fire 1",
    pay { "Force Beam 1" },
    expect { zone = { ["Force Beam 1"] = "out_of_play", ["P1 Human Torch: Playing with Fire 1"] = "field" } },
    field "P1 Human Torch: Playing with Fire 2",
    pay { "left-over" },
    expect { zone = { ["P1 Human Torch: Playing with Fire 2"] = "field" }, count = { P1 = { reserve = 0 } } },
  },
}

scenario "generic sharing: the left-over energy is lost once the player does something else" {
  players = { { life = 10, cards = { { "Human Torch: Playing with Fire", 2 } } }, { life = 10 } },
  basic_actions = { "Force Beam" },
  setup = {
    { "Force Beam 1", "reserve", "2", owner = 1 },
    { "Force Beam 2", "reserve", "action", owner = 1 },
    { "P1 Human Torch: Playing with Fire 1", "reserve", "level 2" },
    { "P1 Human Torch: Playing with Fire 2", "reserve", "level 2" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field { "P1 Human Torch: Playing with Fire 1", pay = { "Force Beam 1" } },
    use "Force Beam 2",
    expect { cannot = { field "P1 Human Torch: Playing with Fire 2" } },
  },
}

scenario "partial spend: one bolt of a bolt-bolt face pays, the die turns to its bolt face" {
  players = { { life = 10, cards = { { "Human Torch: Playing with Fire", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Human Torch: Playing with Fire 1", "reserve", "bolt bolt" },
    { "P1 Human Torch: Playing with Fire 2", "reserve", "level 2" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Human Torch: Playing with Fire 2",
    pay { { "P1 Human Torch: Playing with Fire 1", 1 } },
    expect {
      zone = { ["P1 Human Torch: Playing with Fire 1"] = "reserve", ["P1 Human Torch: Playing with Fire 2"] = "field" },
      face = { ["P1 Human Torch: Playing with Fire 1"] = "bolt" },
    },
  },
}

scenario "partial spend: a generic face can't be split, its rest pays nothing later" {
  players = { { life = 10, cards = { { "Human Torch: Playing with Fire", 2 } } }, { life = 10 } },
  basic_actions = { "Force Beam" },
  setup = {
    { "Force Beam 1", "reserve", "2", owner = 1 },
    { "P1 Human Torch: Playing with Fire 1", "reserve", "level 2" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Human Torch: Playing with Fire 1",
    pay(),
    expect { zone = { ["Force Beam 1"] = "out_of_play" } },
    done,
    -- The left-over generic energy is gone at the end of the Main Step.
    expect { generic_energy = { 0, 0 }, decision = "attackers" },
  },
}
