-- The ASM basic actions not covered elsewhere.

scenario "Archnemesis!: two characters trade damage equal to their attack; its global sets D to A" {
  players = { { life = 10, cards = { { "Kingpin: Payback", 1 } } }, { life = 10, cards = { { "Drax: Arthur Douglas", 1 } } } },
  basic_actions = { "Archnemesis!" },
  setup = {
    { "Archnemesis! 1", "reserve", "action", owner = 1 },
    { "P1 Kingpin: Payback 1", "field", "level 3" },        -- 3/5/7
    { "P2 Drax: Arthur Douglas 1", "field", "level 1" },    -- 1/2/4
    { "P2 Sidekick 1", "reserve", "shield" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Archnemesis! 1", target "P1 Kingpin: Payback 1", target "P2 Drax: Arthur Douglas 1",
    -- Kingpin took 2 and Payback answers: 1 damage to an opponent.
    target "P2",
    pass(2),
    expect { zone = { ["P2 Drax: Arthur Douglas 1"] = "prep" }, damage = { ["P1 Kingpin: Payback 1"] = 2 }, life = { 10, 9 } },
  },
}

scenario "Archnemesis!'s global: a character's defense becomes its attack" {
  players = { { life = 10, cards = { { "Kingpin: Payback", 1 } } }, { life = 10 } },
  basic_actions = { "Archnemesis!" },
  setup = { { "P1 Kingpin: Payback 1", "field", "level 1" }, { "P1 Sidekick 1", "reserve", "shield" } },
  turn = { player = 1, step = "main" },
  steps = { global "Archnemesis!", target "P1 Kingpin: Payback 1", pay(),
            expect { defense = { ["P1 Kingpin: Payback 1"] = 3 } } },
}

scenario "Great Responsibility: sacrifice one of yours to KO an opposing character" {
  players = { { life = 10 }, { life = 10, cards = { { "Kingpin: Wilson Fisk", 1 } } } },
  basic_actions = { "Great Responsibility" },
  setup = { { "Great Responsibility 1", "reserve", "action", owner = 1 }, { "P1 Sidekick 1", "field", "character" },
            { "P2 Kingpin: Wilson Fisk 1", "field", "level 3" } },
  turn = { player = 1, step = "main" },
  steps = { use "Great Responsibility 1", target "P1 Sidekick 1", target "P2 Kingpin: Wilson Fisk 1",
            expect { zone = { ["P1 Sidekick 1"] = "used", ["P2 Kingpin: Wilson Fisk 1"] = "prep" } } },
}

scenario "Slander: the target loses its text until end of turn (Underdog bonus gone)" {
  players = { { life = 10 }, { life = 10, cards = { { "Spider-Man: Spectacular", 1 } } } },
  basic_actions = { "Slander" },
  setup = { { "Slander 1", "reserve", "action", owner = 1 }, { "P1 Sidekick 1-2", "field", "character" },
            { "P2 Spider-Man: Spectacular 1", "field", "level 1" } },
  turn = { player = 1, step = "main" },
  steps = {
    expect { attack = { ["P2 Spider-Man: Spectacular 1"] = 4 } },
    use "Slander 1", target "P2 Spider-Man: Spectacular 1",
    expect { attack = { ["P2 Spider-Man: Spectacular 1"] = 3 } },
  },
}

scenario "Spidey's Last Stand: sacrifice a character to draw and roll two dice" {
  players = { { life = 10 }, { life = 10 } },
  basic_actions = { "Spidey's Last Stand" },
  setup = { { "Spidey's Last Stand 1", "reserve", "action", owner = 1 }, { "P1 Sidekick 1", "field", "character" },
            { "P1 Sidekick 4-8", "used" } },
  turn = { player = 1, step = "main" },
  steps = {
    draw { "P1 Sidekick 2", "P1 Sidekick 3" }, roll { { "P1 Sidekick 2", "fist" }, { "P1 Sidekick 3", "mask" } },
    use "Spidey's Last Stand 1", target "P1 Sidekick 1",
    expect { zone = { ["P1 Sidekick 1"] = "used", ["P1 Sidekick 2-3"] = "reserve" } },
  },
}

scenario "True Believer: +2A/+1D" {
  players = { { life = 10 }, { life = 10 } },
  basic_actions = { "True Believer" },
  setup = { { "True Believer 1", "reserve", "action", owner = 1 }, { "P1 Sidekick 1", "field", "character" } },
  turn = { player = 1, step = "main" },
  steps = { use "True Believer 1", target "P1 Sidekick 1",
            expect { attack = { ["P1 Sidekick 1"] = 3 }, defense = { ["P1 Sidekick 1"] = 2 } } },
}

scenario "Web Blast: 2 damage to a non-Spidey-Friends character, or KO it as the Underdog" {
  players = { { life = 10 }, { life = 10, cards = { { "Kingpin: Wilson Fisk", 1 }, { "Spider-Woman: Agent", 1 } } } },
  basic_actions = { "Web Blast" },
  setup = { { "Web Blast 1-2", "reserve", "action", owner = 1 }, { "P2 Kingpin: Wilson Fisk 1", "field", "level 3" },
            { "P2 Spider-Woman: Agent 1", "field", "level 1" } },
  turn = { player = 1, step = "main" },
  steps = {
    expect { cannot = { target "P2 Spider-Woman: Agent 1" } },
    use "Web Blast 1",
    expect { cannot = { target "P2 Spider-Woman: Agent 1" } },
    target "P2 Kingpin: Wilson Fisk 1",   -- P1 has fewer characters: Underdog, KO
    expect { zone = { ["P2 Kingpin: Wilson Fisk 1"] = "prep" } },
  },
}

scenario "With Great Power...: each of your characters spins up; to level 3 with a double burst" {
  players = { { life = 10, cards = { { "Kingpin: Payback", 2 } } }, { life = 10 } },
  basic_actions = { "With Great Power..." },
  setup = { { "With Great Power... 1", "reserve", "action", owner = 1 }, { "With Great Power... 2", "reserve", "action**", owner = 1 },
            { "P1 Kingpin: Payback 1-2", "field", "level 1" } },
  turn = { player = 1, step = "main" },
  steps = {
    use "With Great Power... 1",
    expect { level = { ["P1 Kingpin: Payback 1-2"] = 2 } },
    use "With Great Power... 2",
    expect { level = { ["P1 Kingpin: Payback 1-2"] = 3 } },
  },
}
