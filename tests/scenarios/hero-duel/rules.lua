-- The hero duel's other rules: the heal cap, combat points, timing conflicts (the page's two
-- examples), a "then", and refusals that change nothing.

scenario "Healing stops 10 above the starting health" {
  game = "hero-duel",
  players = { { health = 58, cp = 2, hand = { "Second Wind" } }, {} },
  steps = {
    play "Second Wind",
    expect { health = { 60, 50 } },
  },
}

scenario "Stealing takes at most what the opponent has; combat points stop at the cap" {
  game = "hero-duel",
  options = { cp_cap = 5 },
  players = { { cp = 4, hand = { "Pilfer", "Coin of Ash" } }, { cp = 1 } },
  steps = {
    play "Pilfer",
    expect { cp = { 5, 0 } },
    play "Coin of Ash",
    expect { cp = { 5, 0 } },
  },
}

scenario "Timing example 1, in the page's order: the defender spends Agility, then the active player's Snuff Out resolves first" {
  game = "hero-duel",
  players = { { cp = 5, hand = { "Snuff Out" } }, { tokens = { Agility = 1 } } },
  steps = {
    roll { 2, 2, 2, 2, 6 },
    done, stop,
    ability "Searing Blow",
    expect { decider = 1 },      -- the attacker, whose turn it is, is asked first
    pass,                        -- and lets the defender act first
    spend "Agility",             -- declared: the token stays until it resolves
    expect { decider = 1, tokens = { {}, { Agility = 1 } } },
    play("Snuff Out", "Agility"),
    -- Both pass: Snuff Out resolves first and takes the token; Agility has nothing to spend.
    log_has { type = "fizzle", player = 1, what = "Agility" },
    expect { health = { 50, 43 }, tokens = { {}, { Agility = 0 } }, cp = { 4, 2 } },
  },
}

scenario "Timing example 2, in the page's order: Buh Bye on Kindle first, the active player still spends it" {
  game = "hero-duel",
  players = { { tokens = { Kindle = 1 } }, { cp = 5, hand = { "Buh Bye" } } },
  steps = {
    roll { 2, 2, 2, 2, 6 },
    done, stop,
    ability "Searing Blow",
    expect { decider = 1 },
    pass,
    play("Buh Bye", "Kindle"),   -- declared: Kindle is still there
    expect { decider = 1 },
    spend "Kindle",              -- resolves first: it is the active player's
    -- Buh Bye finds no Kindle to remove: it can't be played, and goes back with its cost.
    log_has { type = "fizzle", player = 1, what = "Buh Bye" },
    expect { health = { 50, 41 }, hand = { 0, 1 }, cp = { 2, 5 }, tokens = { { Kindle = 0 }, {} } },
  },
}

scenario "A main-phase card can be answered before it resolves: Buh Bye on the Kindle it adds to" {
  game = "hero-duel",
  players = { { cp = 3, hand = { "Tinder" }, tokens = { Kindle = 2 } }, { cp = 3, hand = { "Buh Bye" } } },
  steps = {
    play "Tinder",               -- gain Kindle: declared, and the defender may answer first
    expect { phase = "answer", decider = 2, tokens = { { Kindle = 2 }, {} } },
    play("Buh Bye", "Kindle"),
    -- Both resolve, the active player's Tinder first (still 2 Kindle: the stack limit), then
    -- Buh Bye takes one. The other way round would leave 2.
    expect { phase = "main1", decider = 1, tokens = { { Kindle = 1 }, {} }, cp = { 2, 2 }, hand = { 0, 0 } },
    log_has { type = "declare", player = 0, what = "Tinder" },
    log_has { type = "declare", player = 1, what = "Buh Bye" },
  },
}

scenario "A then opens a pause: an instant played in it resolves before the rest" {
  game = "hero-duel",
  players = { { tokens = { Kindle = 1 } }, { cp = 5, hand = { "Buh Bye" } } },
  steps = {
    roll { 4, 5, 4, 1, 1 },
    done, stop,
    roll { 1, 1, 1 },
    ability "Flame Burst",
    pass,                         -- the attacker keeps Kindle
    pass,                         -- the defender keeps Buh Bye through the attack
    expect { phase = "then", decider = 2, tokens = { {}, { Burn = 0 } } },
    play("Buh Bye", "Kindle"),
    expect { tokens = { { Kindle = 0 }, { Burn = 1 } }, phase = "main2" },
  },
}

scenario "Illegal card plays are refused with the rule, and change nothing" {
  game = "hero-duel",
  players = { { cp = 0, hand = { "Second Wind", "Stoke" } }, {} },
  steps = {
    refuse(play "Second Wind", "costs 2 CP"),
    refuse(play "Stoke", "roll-phase card"),
    refuse(play "Wildfire", "not in P1's hand"),
    refuse(spend "Kindle", "holds no Kindle"),
  },
}

scenario "Upgrades: Hone the Strike takes Ember Strike to its Level II, which deals 8 in place of 6" {
  game = "hero-duel",
  players = { { cp = 5, hand = { "Hone the Strike", "Searing Mastery" } }, {} },
  steps = {
    play "Hone the Strike",
    expect { cp = { 3, 2 }, offers = "play:Searing-Mastery", lacks = "play:Hone-the-Strike" },
    roll { 2, 2, 2, 5, 6 },
    done, stop,
    roll { 5, 5, 5 },            -- Tidewall: three moons prevent nothing, 3 back
    ability "Ember Strike",
    log_has { type = "ability", ability = "Ember Strike", level = 2 },
    log_has { type = "damage", what = "Ember Strike", incoming = 8, final = 8 },
    expect { health = { 47, 42 } },
  },
}

scenario "Upgrades: Level III straight from Level II, as the board prints it: 9 damage and Burn" {
  game = "hero-duel",
  players = { { cp = 5, hand = { "Searing Mastery", "Hone the Strike" }, levels = { ["Ember Strike"] = 2 } }, {} },
  steps = {
    expect { offers = "play:Searing-Mastery", lacks = "play:Hone-the-Strike" },   -- Level II is had
    play "Searing Mastery",
    expect { cp = { 2, 2 }, lacks = "play:Hone-the-Strike" },
    roll { 2, 2, 2, 5, 6 },
    done, stop,
    roll { 5, 5, 5 },
    ability "Ember Strike",
    log_has { type = "ability", ability = "Ember Strike", level = 3 },
    log_has { type = "damage", what = "Ember Strike", incoming = 9, final = 9 },
    expect { health = { 47, 41 }, tokens = { {}, { Burn = 1 } } },
  },
}
