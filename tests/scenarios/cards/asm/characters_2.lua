-- More ASM starter characters (stats tentative).

scenario "Silver Sable: Mercenary can't be blocked while her player is the Underdog" {
  players = { { life = 10, cards = { { "Silver Sable: Mercenary", 1 } } }, { life = 10 } },
  setup = { { "P1 Silver Sable: Mercenary 1", "field", "level 1" }, { "P2 Sidekick 1-2", "field", "character" } },
  turn = { player = 1, step = "main" },
  steps = { done, attack { "P1 Silver Sable: Mercenary 1" },
            expect { life = { 10, 7 } } },   -- no blockers could be declared: 3 damage
}

scenario "Silver Sable: Outlaw: attacking moves a die from the bag to the Prep Area; a Sidekick makes her unblockable" {
  players = { { life = 10, cards = { { "Silver Sable: Outlaw", 1 } } }, { life = 10 } },
  setup = { { "P1 Silver Sable: Outlaw 1", "field", "level 1" }, { "P2 Sidekick 1", "field", "character" } },
  turn = { player = 1, step = "main" },
  steps = { done, draw { "P1 Sidekick 1" }, attack { "P1 Silver Sable: Outlaw 1" },
            expect { zone = { ["P1 Sidekick 1"] = "prep" }, life = { 10, 7 } } },
}

scenario "Spider-Man: Spectacular: Underdog gives +1A/+1D" {
  players = { { life = 10, cards = { { "Spider-Man: Spectacular", 1 } } }, { life = 10 } },
  setup = { { "P1 Spider-Man: Spectacular 1", "field", "level 1" }, { "P2 Sidekick 1-2", "field", "character" } },
  turn = { player = 1, step = "main" },
  steps = { expect { attack = { ["P1 Spider-Man: Spectacular 1"] = 4 }, defense = { ["P1 Spider-Man: Spectacular 1"] = 4 } } },
}

scenario "Spider-Man: \"Public Menace!\": KO'd, gain 1 life; with a burst and another Spidey Friend, 2" {
  players = { { life = 10 }, { life = 6, cards = { { "Spider-Man: \"Public Menace!\"", 1 }, { "Silver Sable: Wild Pack", 1 } } } },
  life = 10,
  basic_actions = { "Power Bolt" },
  setup = {
    { "Power Bolt 1", "reserve", "action", owner = 1 },
    { "P2 Spider-Man: \"Public Menace!\" 1", "field", "level 1" },   -- 1/3/3*
    { "P2 Silver Sable: Wild Pack 1", "field", "level 1" },
    { "P1 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Power Bolt 1", target "P2 Spider-Man: \"Public Menace!\" 1",
    expect { damage = { ["P2 Spider-Man: \"Public Menace!\" 1"] = 2 } },
    done, attack { "P1 Sidekick 1" },
    block { ["P2 Spider-Man: \"Public Menace!\" 1"] = "P1 Sidekick 1" },
    expect { zone = { ["P2 Spider-Man: \"Public Menace!\" 1"] = "prep" }, life = { 10, 8 } },
  },
}

scenario "Spider-Woman: Lady Liberator: Underdog gives +2A" {
  players = { { life = 10, cards = { { "Spider-Woman: Lady Liberator", 1 } } }, { life = 10 } },
  setup = { { "P1 Spider-Woman: Lady Liberator 1", "field", "level 1" }, { "P2 Sidekick 1-2", "field", "character" } },
  turn = { player = 1, step = "main" },
  steps = { expect { attack = { ["P1 Spider-Woman: Lady Liberator 1"] = 4 } } },
}

scenario "Spider-Woman: Agent: blocked, she and everything engaged with her are KO'd at the end of combat" {
  players = { { life = 10, cards = { { "Spider-Woman: Agent", 1 } } }, { life = 10, cards = { { "Kingpin: Wilson Fisk", 1 } } } },
  setup = { { "P1 Spider-Woman: Agent 1", "field", "level 1" }, { "P2 Kingpin: Wilson Fisk 1", "field", "level 3" } },
  turn = { player = 1, step = "main" },
  steps = { done, attack { "P1 Spider-Woman: Agent 1" }, block { ["P2 Kingpin: Wilson Fisk 1"] = "P1 Spider-Woman: Agent 1" },
            expect { zone = { ["P1 Spider-Woman: Agent 1"] = "prep", ["P2 Kingpin: Wilson Fisk 1"] = "prep" } } },
}

scenario "White Tiger: Hero for Hire has no ability" {
  players = { { life = 10, cards = { { "White Tiger: Hero for Hire", 1 } } }, { life = 10 } },
  setup = { { "P1 White Tiger: Hero for Hire 1", "field", "level 2" } },
  turn = { player = 1, step = "main" },
  steps = { expect { attack = { ["P1 White Tiger: Hero for Hire 1"] = 2 }, defense = { ["P1 White Tiger: Hero for Hire 1"] = 4 } } },
}

scenario "White Tiger: Mystical Amulet: sacrifice another character for +1A/+1D and Overcrush" {
  players = { { life = 10, cards = { { "White Tiger: Mystical Amulet", 1 } } }, { life = 10 } },
  setup = { { "P1 White Tiger: Mystical Amulet 1", "reserve", "level 1" }, { "P1 Sidekick 1", "field", "character" } },
  turn = { player = 1, step = "main" },
  steps = { field "P1 White Tiger: Mystical Amulet 1", yes, target "P1 Sidekick 1",
            expect { zone = { ["P1 Sidekick 1"] = "used" }, attack = { ["P1 White Tiger: Mystical Amulet 1"] = 2 },
                     keyword = { ["P1 White Tiger: Mystical Amulet 1"] = "overcrush" } } },
}

scenario "White Tiger: Razor Sharp: sacrifice for +3A; the shared global fields a Sidekick for each player" {
  players = { { life = 10, cards = { { "White Tiger: Razor Sharp", 1 } } }, { life = 10 } },
  setup = { { "P1 White Tiger: Razor Sharp 1", "reserve", "level 1" }, { "P1 Sidekick 1", "field", "character" },
            { "P1 Sidekick 2", "reserve", "fist" }, { "P1 Sidekick 3", "used" }, { "P2 Sidekick 1", "used" } },
  turn = { player = 1, step = "main" },
  steps = { field "P1 White Tiger: Razor Sharp 1", yes, target "P1 Sidekick 1",
            expect { attack = { ["P1 White Tiger: Razor Sharp 1"] = 4 } },
            global "White Tiger: Razor Sharp", pay(),
            -- P1 fields the first Sidekick in the Used Pile: the one just sacrificed.
            expect { zone = { ["P1 Sidekick 1"] = "field", ["P2 Sidekick 1"] = "field" } } },
}

scenario "White Tiger: Mystical Amulet's global: each player fields a Sidekick, if able; a player without one fields none" {
  players = { { life = 10, cards = { { "White Tiger: Mystical Amulet", 1 } } }, { life = 10 } },
  setup = { { "P1 White Tiger: Mystical Amulet 1", "field", "level 1" }, { "P1 Sidekick 1", "reserve", "fist" },
            { "P1 Sidekick 2", "prep" }, { "P2 Sidekick 1", "used" }, { "P2 Sidekick 2", "used" } },
  turn = { player = 1, step = "main" },
  steps = {
    global "White Tiger: Mystical Amulet", pay(),
    -- P1's only other Sidekick is in the Prep Area, not the Used Pile: P1 fields nothing.
    expect { zone = { ["P1 Sidekick 2"] = "prep", ["P2 Sidekick 1"] = "field", ["P2 Sidekick 2"] = "used" } },
    -- Once per turn, and only during its user's turn.
    expect { cannot = { global "White Tiger: Mystical Amulet" } },
  },
}
