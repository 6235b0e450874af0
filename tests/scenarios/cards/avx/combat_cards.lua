-- The cards of the detailed combat example, each on its own, bursts included.

scenario "Thor: Lord of Asgard can't be blocked by fist characters" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Thor: Lord of Asgard", 1 } } }, { life = 10, cards = { { "Spider-Man: Webhead", 1 }, { "Iron Man: Playboy", 1 } } } },
  setup = {
    { "P1 Thor: Lord of Asgard 1", "field", "level 1" },
    { "P2 Spider-Man: Webhead 1", "field", "level 1" },
    { "P2 Iron Man: Playboy 1", "field", "level 1" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done, attack { "P1 Thor: Lord of Asgard 1" },
    expect { cannot = { block { ["P2 Spider-Man: Webhead 1"] = "P1 Thor: Lord of Asgard 1" } },
             can = { block { ["P2 Iron Man: Playboy 1"] = "P1 Thor: Lord of Asgard 1" } } },
    block {},
    expect { life = { 10, 5 } },
  },
}

scenario "Storm: 'Ro rerolls the characters engaged with her; non-characters go to the Prep Area" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Storm: 'Ro", 1 } } }, { life = 10 } },
  setup = {
    { "P1 Storm: 'Ro 1", "field", "level 3" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done, attack { "P1 Storm: 'Ro 1" },
    roll { { "P2 Sidekick 1", "mask" } },
    block { ["P2 Sidekick 1"] = "P1 Storm: 'Ro 1" },
    expect { zone = { ["P2 Sidekick 1"] = "prep" } },
  },
}

scenario "Hulk: Jade Giant KOs an opposing level 1 character when you take damage; any level with a burst" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Hulk: Jade Giant", 1 } } }, { life = 10, cards = { { "Captain America: Natural Leader", 1 } } } },
  basic_actions = { "Force Beam" },
  setup = {
    { "P1 Hulk: Jade Giant 1", "field", "level 1" },                 -- 1/6/5*: the burst
    { "P2 Captain America: Natural Leader 1", "field", "level 3" },  -- 2/5/5
    { "Force Beam 1", "reserve", "action", owner = 1 },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Force Beam 1",
    target "P2 Captain America: Natural Leader 1",
    expect { zone = { ["P2 Captain America: Natural Leader 1"] = "prep" } },
  },
}

scenario "Captain America: Natural Leader: your Sidekicks get +1A/+1D, once however many Captains" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Captain America: Natural Leader", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Captain America: Natural Leader 1-2", "field", "level 1" },
    { "P1 Sidekick 1", "field", "character" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    expect { attack = { ["P1 Sidekick 1"] = 2, ["P2 Sidekick 1"] = 1 }, defense = { ["P1 Sidekick 1"] = 2 } },
  },
}

scenario "Iron Man: Playboy: damaged in the Attack Step, he deals 3 to an opposing attacker or blocker" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Captain America: Natural Leader", 1 } } }, { life = 10, cards = { { "Iron Man: Playboy", 1 } } } },
  setup = {
    { "P1 Captain America: Natural Leader 1", "field", "level 2" },   -- 2/5/4
    { "P2 Iron Man: Playboy 1", "field", "level 3" },                -- 2/5/7
  },
  turn = { player = 1, step = "main" },
  steps = {
    done, attack { "P1 Captain America: Natural Leader 1" },
    block { ["P2 Iron Man: Playboy 1"] = "P1 Captain America: Natural Leader 1" },
    -- Combat: Cap takes 5 (KO'd); Iron Man takes 5 and triggers, but no attacker is left to hit.
    expect { zone = { ["P1 Captain America: Natural Leader 1"] = "prep", ["P2 Iron Man: Playboy 1"] = "field" } },
  },
}

scenario "Spider-Man: \"Tiger\" pays a fist to stay unaffected by an ability" {
  edition = "avx2014", life = 10,
  players = { { life = 10 }, { life = 10, cards = { { "Spider-Man: \"Tiger\"", 1 } } } },
  basic_actions = { "Smash!" },
  setup = {
    { "Smash! 1", "reserve", "action", owner = 1 },
    { "P2 Spider-Man: \"Tiger\" 1", "field", "level 1" },
    { "P2 Sidekick 1", "reserve", "fist" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Smash! 1", target "P2 Spider-Man: \"Tiger\" 1",
    yes, pay(),
    expect { zone = { ["P2 Spider-Man: \"Tiger\" 1"] = "field", ["P2 Sidekick 1"] = "used" } },
  },
}

scenario "Beast: Big Boy Blue blocking with a burst gets +2A/+2D" {
  edition = "avx2014", life = 10,
  players = { { life = 10 }, { life = 10, cards = { { "Beast: Big Boy Blue", 1 } } } },
  setup = {
    { "P1 Sidekick 1", "field", "character" },
    { "P2 Beast: Big Boy Blue 1", "field", "level 1" },   -- 0/1/2*
  },
  turn = { player = 1, step = "main" },
  steps = {
    done, attack { "P1 Sidekick 1" }, block { ["P2 Beast: Big Boy Blue 1"] = "P1 Sidekick 1" },
    expect { zone = { ["P1 Sidekick 1"] = "prep", ["P2 Beast: Big Boy Blue 1"] = "field" } },
  },
}

scenario "Focus Power spins a target down a level; Smash! with a double burst KOs a level 2 character" {
  edition = "avx2014", life = 10,
  players = { { life = 10 }, { life = 10, cards = { { "Captain America: Natural Leader", 2 } } } },
  basic_actions = { "Focus Power", "Smash!" },
  setup = {
    { "Focus Power 1", "reserve", "action", owner = 1 },
    { "Smash! 1", "reserve", "action**", owner = 1 },
    { "P2 Captain America: Natural Leader 1", "field", "level 3" },
    { "P2 Captain America: Natural Leader 2", "field", "level 2" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    -- At level 3 the Captain can only spin down: no question.
    use "Focus Power 1", target "P2 Captain America: Natural Leader 1",
    expect { level = { ["P2 Captain America: Natural Leader 1"] = 2 } },
    use "Smash! 1", target "P2 Captain America: Natural Leader 2",
    expect { zone = { ["P2 Captain America: Natural Leader 2"] = "prep" } },
  },
}
