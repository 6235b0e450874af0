-- The kinds of damage in play (docs/damage.md), with Ember Warden (P1) attacking Tide Caller
-- (P2): what each kind lets the defender and the attacker do.

scenario "Normal: the defensive roll prevents and sends damage back" {
  game = "hero-duel",
  steps = {
    roll { 2, 2, 2, 5, 6 },
    done, stop,
    roll { 3, 3, 5 },            -- Tidewall: two shells prevent 2 each, a moon deals 1 back
    ability "Ember Strike",
    log_has { type = "damage", what = "Ember Strike", incoming = 6, subtotal = 2, final = 2 },
    expect { health = { 49, 48 } },
  },
}

scenario "Undefendable: no defensive roll, but a prevention still counts" {
  game = "hero-duel",
  players = { {}, { cp = 3, hand = { "Brace" } } },
  steps = {
    roll { 2, 2, 2, 2, 6 },
    done, stop,
    ability "Searing Blow",
    expect { decider = 2, decision = "respond", subtotal = 7 },
    play "Brace",
    log_lacks { type = "roll", player = 1 },
    expect { health = { 50, 46 } },
  },
}

scenario "Pure: prevented but not modified; the attacker's Stoke and Kindle are not offered" {
  game = "hero-duel",
  players = { { cp = 5, hand = { "Stoke" }, tokens = { Kindle = 1 } }, { cp = 3, hand = { "Brace" } } },
  steps = {
    roll { 1, 2, 3, 4, 6 },
    done, stop,
    ability "Cinder Sweep",
    expect { decider = 2, lacks = { "play:Stoke", "spend:Kindle" } },
    play "Brace",
    expect { health = { 50, 49 }, tokens = { { Kindle = 2 }, {} } },
  },
}

scenario "Collateral: no target, no defence, no modifier; its target may prevent it" {
  game = "hero-duel",
  players = { { cp = 5, hand = { "Stoke" } }, { cp = 3, hand = { "Brace" } } },
  steps = {
    roll { 6, 6, 1, 2, 3 },
    done, stop,
    ability "Heart of the Pyre",
    expect { decider = 2, final = 1, lacks = { "play:Stoke" } },
    play "Brace",                -- an instant that prevents 3
    log_has { type = "damage", kind = "collateral", to = 1, final = 0 },
    expect { health = { 53, 50 }, cp = { 6, 2 }, hand = { 1, 0 }, phase = "main2" },
  },
}

scenario "Collateral from a main-phase card: its target prevents it with an instant" {
  game = "hero-duel",
  players = { { cp = 5, hand = { "Scorch" } }, { cp = 3, hand = { "Brace" } } },
  steps = {
    -- 2 collateral. Nothing could answer the card itself (Brace prevents damage, and there is
    -- none yet), so it resolves at once; then its damage waits for its target.
    play "Scorch",
    expect { decider = 2, final = 2, phase = "main1" },
    play "Brace",
    log_has { type = "damage", kind = "collateral", what = "Scorch", final = 0 },
    expect { health = { 50, 50 }, phase = "main1", decider = 1 },
  },
}

scenario "Isolated: dealt at once as its own instance; the defence reaches only the attack" {
  game = "hero-duel",
  steps = {
    roll { 2, 3, 4, 5, 6 },
    done, stop,
    roll { 1, 2, 1 },            -- three waves: 3 prevented
    ability "Ash Rain",
    log_has { type = "damage", kind = "isolated", incoming = 2, final = 2 },
    log_has { type = "damage", what = "Ash Rain", kind = "normal", incoming = 6, final = 3 },
    expect { health = { 50, 45 }, tokens = { {}, { Burn = 1 } } },
  },
}

scenario "Isolated: a prevention aimed at it applies to it alone, as its own instance" {
  game = "hero-duel",
  players = { {}, { cp = 3, hand = { "Brace" } } },
  steps = {
    roll { 2, 3, 4, 5, 6 },
    done, stop,
    roll { 5, 5, 5 },            -- three moons: nothing prevented from the attack, 3 back
    ability "Ash Rain",
    expect { decider = 2, final = 2, phase = "defence" },   -- the 2 isolated wait for the target
    play "Brace",                -- prevents 3 of the 2: the rest is not carried to the attack
    log_has { type = "damage", kind = "isolated", incoming = 2, final = 0 },
    log_has { type = "damage", what = "Ash Rain", kind = "normal", incoming = 6, final = 6 },
    expect { health = { 47, 44 }, tokens = { {}, { Burn = 1 } } },
  },
}

scenario "Isolated after a then: the second wave waits for its target, who may prevent it" {
  game = "hero-duel",
  players = { { cp = 3, hand = { "Douse" } }, {} },
  turn = { player = 2 },
  steps = {
    roll { 1, 2, 3, 4, 5 },
    done, stop,
    roll { 6, 6, 6 },            -- the Warden's defence: three hearts prevent 6
    ability "Whirlpool",
    expect { phase = "respond", decider = 1 },
    pass,                        -- the Warden keeps Douse through the attack
    expect { phase = "main2", decider = 1, final = 2 },  -- after the pause, the isolated 2 on their own
    play "Douse",
    log_has { type = "damage", kind = "isolated", what = "Whirlpool", incoming = 2, final = 0 },
    expect { health = { 50, 50 }, phase = "main2" },
  },
}

scenario "Ultimate: the defender cannot answer; the attacker may still increase it" {
  game = "hero-duel",
  players = { { cp = 5, hand = { "Stoke" } }, { cp = 5, hand = { "Brace", "Buh Bye" }, tokens = { Agility = 2 } } },
  steps = {
    roll { 3, 3, 3, 3, 3 },
    done, stop,
    ability "Inferno",
    expect { decider = 1, offers = "play:Stoke" },
    play "Stoke",
    -- The defender was never asked: Brace, Buh Bye and two Agility tokens unused.
    expect { health = { 50, 36 }, hand = { 0, 2 }, tokens = { {}, { Agility = 2, Burn = 2 } }, phase = "main2" },
  },
}
