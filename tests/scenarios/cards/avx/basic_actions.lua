-- The AvX basic actions not covered elsewhere.

scenario "Distraction: the opponent picks two characters that can't block; its global pulls an attacker back" {
  edition = "avx2014", life = 10,
  players = { { life = 10 }, { life = 10 } },
  basic_actions = { "Distraction" },
  setup = {
    { "Distraction 1", "reserve", "action", owner = 1 },
    { "P1 Sidekick 1-2", "field", "character" },
    { "P2 Sidekick 1-3", "field", "character" },
    { "P2 Sidekick 4", "reserve", "mask" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Distraction 1",
    expect { decision = { kind = "target", player = 2 } },
    target { "P2 Sidekick 1", "P2 Sidekick 2" },
    -- Nothing attacks yet: P2 has no use for Distraction's global, so gets no window.
    done,
    attack { "P1 Sidekick 1", "P1 Sidekick 2" },
    expect { cannot = { block { ["P2 Sidekick 1"] = "P1 Sidekick 1" } }, can = { block { ["P2 Sidekick 3"] = "P1 Sidekick 1" } } },
    block {},
    global "Distraction", target "P1 Sidekick 2", pay(),
    expect { life = { 10, 9 }, zone = { ["P1 Sidekick 2"] = "field" } },
  },
}

scenario "Gearing Up draws two dice and rolls them into the Reserve Pool" {
  edition = "avx2014", life = 10,
  players = { { life = 10 }, { life = 10 } },
  basic_actions = { "Gearing Up" },
  setup = {
    { "Gearing Up 1", "reserve", "action", owner = 1 },
    { "P1 Sidekick 3-8", "used" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    draw { "P1 Sidekick 1", "P1 Sidekick 2" },
    roll { { "P1 Sidekick 1", "fist" }, { "P1 Sidekick 2", "bolt" } },
    use "Gearing Up 1",
    expect { zone = { ["P1 Sidekick 1-2"] = "reserve" }, face = { ["P1 Sidekick 1"] = "fist", ["P1 Sidekick 2"] = "bolt" } },
  },
}

scenario "Invulnerability: attackers KO'd this turn come back to the Field Zone; its global gives +1A" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Captain America: Natural Leader", 1 } } }, { life = 10, cards = { { "Thor: Odinson", 1 } } } },
  basic_actions = { "Invulnerability" },
  setup = {
    { "Invulnerability 1", "reserve", "action", owner = 1 },
    { "P1 Captain America: Natural Leader 1", "field", "level 1" },   -- 1/3/3
    { "P1 Sidekick 1", "reserve", "bolt" },
    { "P2 Thor: Odinson 1", "field", "level 1" },                     -- 1/5/6
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Invulnerability 1",
    global "Invulnerability", target "P1 Captain America: Natural Leader 1", pay(),
    expect { attack = { ["P1 Captain America: Natural Leader 1"] = 4 } },
    done, attack { "P1 Captain America: Natural Leader 1" },
    block { ["P2 Thor: Odinson 1"] = "P1 Captain America: Natural Leader 1" },
    expect { zone = { ["P1 Captain America: Natural Leader 1"] = "field" } },
  },
}

scenario "Power Bolt deals 2 damage to a character or a player" {
  edition = "avx2014", life = 10,
  players = { { life = 10 }, { life = 10 } },
  basic_actions = { "Power Bolt" },
  setup = {
    { "Power Bolt 1-2", "reserve", "action", owner = 1 },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Power Bolt 1", target "P2",
    use "Power Bolt 2", target "P2 Sidekick 1",
    expect { life = { 10, 8 }, zone = { ["P2 Sidekick 1"] = "prep" } },
  },
}

scenario "Take Cover: +2D to your characters, +3D more to one with a burst; its global +1D" {
  edition = "avx2014", life = 10,
  players = { { life = 10 }, { life = 10 } },
  basic_actions = { "Take Cover" },
  setup = {
    { "Take Cover 1", "reserve", "action*", owner = 1 },
    { "P1 Sidekick 1-2", "field", "character" },
    { "P1 Sidekick 3", "reserve", "shield" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Take Cover 1", target "P1 Sidekick 1",
    global "Take Cover", target "P1 Sidekick 2", pay(),
    expect { defense = { ["P1 Sidekick 1"] = 6, ["P1 Sidekick 2"] = 4 } },
  },
}
