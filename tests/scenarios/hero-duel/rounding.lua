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
    expect { subtotal = 9, final = 18, decider = 2 },
    spend "Agility",             -- half of 9 rounded up: 5
    log_has { type = "damage", what = "Searing Blow", subtotal = 9, final = 13 },
    expect { health = { 50, 37 } },
  },
}
