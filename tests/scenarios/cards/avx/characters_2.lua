-- More AvX starter characters.

scenario "Human Torch: Matchstick: fielding a character may roll a Human Torch from the Used Pile" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Human Torch: Matchstick", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Human Torch: Matchstick 1", "field", "level 1" },
    { "P1 Human Torch: Matchstick 2", "used" },
    { "P1 Sidekick 1", "reserve", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Sidekick 1",
    yes,
    roll { { "P1 Human Torch: Matchstick 2", "level 2" } },
    target "P1 Human Torch: Matchstick 2",
    expect { zone = { ["P1 Human Torch: Matchstick 2"] = "reserve" } },
  },
}

scenario "Iron Man: Inventor: damage to him is reduced by 1, by 2 with a burst" {
  edition = "avx2014", life = 10,
  players = { { life = 10 }, { life = 10, cards = { { "Iron Man: Inventor", 2 } } } },
  basic_actions = { "Force Beam" },
  setup = {
    { "Force Beam 1", "reserve", "action*", owner = 1 },   -- 2 damage to every character
    { "P2 Iron Man: Inventor 1", "field", "level 1" },     -- 1/3/5
    { "P2 Iron Man: Inventor 2", "field", "level 3" },     -- 2/5/7*
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Force Beam 1",
    expect { damage = { ["P2 Iron Man: Inventor 1"] = 1, ["P2 Iron Man: Inventor 2"] = 0 } },
  },
}

scenario "Iron Man: Inventor's global redirects damage about to hit its user to one of their characters" {
  edition = "avx2014", life = 10,
  players = { { life = 10 }, { life = 10, cards = { { "Iron Man: Inventor", 1 } } } },
  basic_actions = { "Power Bolt" },
  setup = {
    { "Power Bolt 1", "reserve", "action", owner = 1 },
    { "P2 Iron Man: Inventor 1", "field", "level 1" },
    { "P2 Sidekick 1", "reserve", "shield" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Power Bolt 1", target "P2",
    global "Iron Man: Inventor", target "P2 Iron Man: Inventor 1", pay(),
    -- 1 of the 2 went to Iron Man, who reduces it by 1.
    expect { life = { 10, 9 }, damage = { ["P2 Iron Man: Inventor 1"] = 0 }, zone = { ["P2 Sidekick 1"] = "used" } },
  },
}

scenario "Iron Man: Philanthropist: each time he takes damage you gain 1 life (2 with a burst)" {
  edition = "avx2014", life = 10,
  players = { { life = 10 }, { life = 6, cards = { { "Iron Man: Philanthropist", 2 } } } },
  basic_actions = { "Force Beam" },
  setup = {
    { "Force Beam 1", "reserve", "action", owner = 1 },
    { "P2 Iron Man: Philanthropist 1", "field", "level 1" },
    { "P2 Iron Man: Philanthropist 2", "field", "level 3" },   -- burst: 2 life
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Force Beam 1",
    order(0),
    expect { life = { 10, 9 } },
  },
}

scenario "Spider-Man: Webslinger: pay a fist and every opposing character able to must block him" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Spider-Man: Webslinger", 1 } } }, { life = 10 } },
  setup = {
    { "P1 Spider-Man: Webslinger 1", "field", "level 1" },
    { "P1 Sidekick 1", "field", "character" },
    { "P1 Sidekick 2", "reserve", "fist" },
    { "P2 Sidekick 1-2", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Spider-Man: Webslinger 1", "P1 Sidekick 1" },
    yes, pay(),
    expect { cannot = { choose "done" } },   -- not while a Sidekick able to block him is unassigned
    block { ["P2 Sidekick 1"] = "P1 Spider-Man: Webslinger 1", ["P2 Sidekick 2"] = "P1 Spider-Man: Webslinger 1" },
    assign(1),
    expect { life = { 10, 9 } },   -- the unblocked Sidekick got through
  },
}

scenario "Storm: African Priestess: a rerolled opposing character that isn't a character goes to the Used Pile" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Storm: African Priestess", 1 } } }, { life = 10 } },
  setup = {
    { "P1 Storm: African Priestess 1", "reserve", "level 1" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Storm: African Priestess 1",
    roll { { "P2 Sidekick 1", "fist" } },
    target "P2 Sidekick 1",
    expect { zone = { ["P2 Sidekick 1"] = "used" } },
  },
}

scenario "Storm: Goddess of the Plains: attacking rerolls every opposing character; non-characters to the Prep Area" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Storm: Goddess of the Plains", 1 } } }, { life = 10 } },
  setup = {
    { "P1 Storm: Goddess of the Plains 1", "field", "level 2" },
    { "P2 Sidekick 1-2", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    roll { { "P2 Sidekick 1", "character" }, { "P2 Sidekick 2", "bolt" } },
    attack { "P1 Storm: Goddess of the Plains 1" },
    expect { zone = { ["P2 Sidekick 1"] = "field", ["P2 Sidekick 2"] = "prep" } },
  },
}

scenario "Thor: Legendary Warrior: damaging the opponent KOs an opposing fist character" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Thor: Legendary Warrior", 1 } } }, { life = 10, cards = { { "Spider-Man: Webhead", 1 } } } },
  setup = {
    { "P1 Thor: Legendary Warrior 1", "field", "level 1" },
    { "P2 Spider-Man: Webhead 1", "field", "level 1" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done, attack { "P1 Thor: Legendary Warrior 1" }, block {},
    target "P2 Spider-Man: Webhead 1",
    expect { life = { 10, 5 }, zone = { ["P2 Spider-Man: Webhead 1"] = "prep" } },
  },
}

scenario "Thor: Odinson captures every opposing fist character until the end of the turn" {
  edition = "avx2014", life = 10,
  players = { { life = 10, cards = { { "Thor: Odinson", 1 } } }, { life = 10, cards = { { "Spider-Man: Webhead", 1 } } } },
  setup = {
    { "P1 Thor: Odinson 1", "reserve", "level 1" },
    { "P1 Sidekick 1", "reserve", "bolt" },
    { "P2 Spider-Man: Webhead 1", "field", "level 1" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Thor: Odinson 1", pay(),
    -- Captured: it doesn't exist for game purposes (not in P2's field), the Sidekick is untouched.
    expect { zone = { ["P2 Sidekick 1"] = "field" }, count = { P2 = { field = 1 } } },
    done, attack {},
    expect { zone = { ["P2 Spider-Man: Webhead 1"] = "field" }, turn = { player = 2 } },
  },
}
