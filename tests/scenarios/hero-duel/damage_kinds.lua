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

scenario "Collateral: no target, no defence, no modifier" {
  game = "hero-duel",
  players = { { cp = 5, hand = { "Stoke" } }, { cp = 3, hand = { "Brace" } } },
  steps = {
    roll { 6, 6, 1, 2, 3 },
    done, stop,
    ability "Heart of the Pyre",
    log_has { type = "damage", kind = "collateral", to = 1, final = 1 },
    expect { health = { 53, 49 }, cp = { 6, 3 }, hand = { 1, 1 }, phase = "main2" },
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
