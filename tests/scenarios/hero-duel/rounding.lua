-- Multipliers and dividers: each from the subtotal, rounded up, applied together at the end.

scenario "Rounding up: half of 7 prevented is 4" {
  game = "hero-duel",
  players = { {}, { tokens = { Agility = 1 } } },
  steps = {
    roll { 2, 2, 2, 2, 6 },
    done, stop,
    ability "Searing Blow",
    spend "Agility",
    log_has { type = "damage", what = "Searing Blow", subtotal = 7, final = 3 },
  },
}

scenario "Independent multipliers: a doubling and a halving, each from the subtotal 9" {
  game = "hero-duel",
  players = { { cp = 5, hand = { "Wildfire", "Stoke" } }, { tokens = { Agility = 1 } } },
  steps = {
    roll { 2, 2, 2, 2, 6 },
    done, stop,
    ability "Searing Blow",      -- 7, undefendable
    play "Wildfire",             -- doubled, played before the addition: still from the subtotal
    play "Stoke",                -- +2: subtotal 9
    expect { subtotal = 7, decider = 2 },   -- declared; the defender may answer first
    pass,                        -- it lets them resolve, and is asked again
    expect { subtotal = 9, final = 18, decider = 2 },
    spend "Agility",             -- half of 9 rounded up: 5
    log_has { type = "damage", what = "Searing Blow", subtotal = 9, final = 13 },
    expect { health = { 50, 37 } },
  },
}

scenario "Halving: a card that halves works from the subtotal, rounded up (7 halved is 4)" {
  game = "hero-duel",
  format = "../../duel/seed/format.lua",
  players = { {}, { hand = { "Spell of Halving" } } },
  steps = {
    roll { 3, 3, 3, 1, 2 },
    done,
    stop,
    roll { 4 },                      -- Sabotage II: 2 prevented, 2 back
    ability "Mystic Bolts",          -- 9 incoming
    expect { subtotal = 7, final = 7, decider = 2 },   -- the sorcerer holds nothing to answer with
    play "Spell of Halving",         -- 7 times 1/2 = 3.5, rounded up: 4; nothing is left to play
    log_has { type = "damage", what = "Mystic Bolts", incoming = 9, subtotal = 7, final = 4 },
    expect { health = { 48, 46 } },
  },
}

scenario "The subtotal stops at 0: 6 incoming, 4 prevented by the defence and 3 by Brace is -1 before the floor" {
  game = "hero-duel",
  players = { {}, { cp = 3, hand = { "Brace", "Brace" } } },
  steps = {
    roll { 2, 2, 2, 5, 6 },
    done, stop,
    roll { 3, 3, 5 },            -- Tidewall: two shells prevent 4, a moon deals 1 back
    ability "Ember Strike",
    expect { decider = 2, unfloored = 2, subtotal = 2 },
    play "Brace",                -- resolves (nobody else holds anything); asked again
    expect { decider = 2, unfloored = -1, subtotal = 0, final = 0 },
    pass,
    log_has { type = "damage", what = "Ember Strike", incoming = 6, subtotal = 0, final = 0 },
    expect { health = { 49, 50 }, hand = { 0, 1 } },
  },
}
