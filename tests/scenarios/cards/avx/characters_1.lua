-- AvX starter characters: one scenario (or more) per card, bursts included.

scenario "Beast: Genetic Expert KO'd while blocking: gain 1 life" {
  edition = "avx2014", life = 10,
  players = { { life = 10 }, { life = 8, cards = { { "Beast: Genetic Expert", 1 } } } },
  setup = {
    { "P1 Sidekick 1", "field", "character" },
    { "P2 Beast: Genetic Expert 1", "field", "level 2" },   -- 0/2/3, no burst
  },
  turn = { player = 1, step = "main" },
  steps = {
    done, attack { "P1 Sidekick 1" }, block { ["P2 Beast: Genetic Expert 1"] = "P1 Sidekick 1" },
    expect { zone = { ["P2 Beast: Genetic Expert 1"] = "field" }, life = { 10, 8 } },   -- not KO'd: nothing
  },
}

scenario "Beast: Genetic Expert with a burst, KO'd while blocking: 1 life and 2 damage to the opponent" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Thor: Odinson", 1 } } }, { life = 8, cards = { { "Beast: Genetic Expert", 1 } } } },
  setup = {
    { "P1 Thor: Odinson 1", "field", "level 1" },                -- 1/5/6
    { "P2 Beast: Genetic Expert 1", "field", "level 1" },        -- 0/1/2*
  },
  turn = { player = 1, step = "main" },
  steps = {
    done, attack { "P1 Thor: Odinson 1" }, block { ["P2 Beast: Genetic Expert 1"] = "P1 Thor: Odinson 1" },
    expect { zone = { ["P2 Beast: Genetic Expert 1"] = "prep" }, life = { 8, 9 } },
  },
}

scenario "Captain America: Star-Spangled Avenger KOs each opposing Sidekick and gains life for each" {
  edition = "avx2014", life = 10,
  players = { { life = 7, cards = { { "Captain America: Star-Spangled Avenger", 1 } } }, { life = 10 } },
  setup = {
    { "P1 Captain America: Star-Spangled Avenger 1", "reserve", "level 1" },
    { "P1 Sidekick 1", "reserve", "fist" },
    { "P2 Sidekick 1-2", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Captain America: Star-Spangled Avenger 1", pay(),
    expect { zone = { ["P2 Sidekick 1-2"] = "prep" }, life = { 9, 10 } },
  },
}

scenario "Hulk: Anger Issues: when you take damage, Hulk gets +2A/+2D" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Hulk: Anger Issues", 1 } } }, { life = 10 } },
  basic_actions = { "Force Beam" },
  setup = {
    { "P1 Hulk: Anger Issues 1", "field", "level 3" },   -- 3/8/8
    { "Force Beam 1", "reserve", "action**", owner = 1 },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Force Beam 1",   -- 1 to each player and 2 to every character: Hulk and you both take damage,
                          -- so the ability triggers twice
    expect { attack = { ["P1 Hulk: Anger Issues 1"] = 12 }, defense = { ["P1 Hulk: Anger Issues 1"] = 12 } },  -- 8 + 2 + 2
  },
}

scenario "Hulk: Anger Issues with a burst: +3A/+3D" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Hulk: Anger Issues", 1 } } }, { life = 10 } },
  basic_actions = { "Force Beam" },
  setup = {
    { "P1 Hulk: Anger Issues 1", "field", "level 1" },   -- 1/6/5*
    { "Force Beam 1", "reserve", "action", owner = 1 },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Force Beam 1",
    expect { attack = { ["P1 Hulk: Anger Issues 1"] = 9 }, defense = { ["P1 Hulk: Anger Issues 1"] = 8 } },
  },
}

scenario "Hulk: Annihilator: damage brings the Hulk dice from the Used Pile to the Prep Area" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Hulk: Annihilator", 3 } } }, { life = 10 } },
  basic_actions = { "Force Beam" },
  setup = {
    { "P1 Hulk: Annihilator 1", "field", "level 3" },
    { "P1 Hulk: Annihilator 2-3", "used" },
    { "Force Beam 1", "reserve", "action", owner = 1 },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Force Beam 1",
    expect { zone = { ["P1 Hulk: Annihilator 2-3"] = "prep", ["P1 Hulk: Annihilator 1"] = "field" } },
  },
}

scenario "Hulk: Green Goliath: when Hulk takes damage, 2 damage to each opposing character (3 with a burst)" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Hulk: Green Goliath", 2 } } }, { life = 10, cards = { { "Thor: Odinson", 2 } } } },
  basic_actions = { "Force Beam" },
  setup = {
    { "P1 Hulk: Green Goliath 1", "field", "level 3" },   -- no burst
    { "P2 Thor: Odinson 1", "field", "level 3" },          -- 3/8/8
    { "Force Beam 1", "reserve", "action", owner = 1 },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Force Beam 1",
    expect { damage = { ["P2 Thor: Odinson 1"] = 3 } },   -- 1 from Force Beam, 2 from Hulk
  },
}

scenario "Human Torch: \"Flame On!\": fielding deals 1 damage; its global adds 1 to action damage as it is dealt" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Human Torch: \"Flame On!\"", 1 } } }, { life = 10 } },
  basic_actions = { "Power Bolt" },
  setup = {
    { "P1 Human Torch: \"Flame On!\" 1", "field", "level 1" },
    { "P1 Sidekick 1", "reserve", "character" },
    { "P1 Sidekick 2", "reserve", "bolt" },
    { "Power Bolt 1", "reserve", "action", owner = 1 },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Sidekick 1",
    target "P2",
    expect { life = { 10, 9 } },
    use "Power Bolt 1", target "P2",
    global "Human Torch: \"Flame On!\"", pay(),   -- a reaction to the damage (human_torch_flame_on.lua)
    expect { life = { 10, 6 } },   -- 2 + 1
  },
}
