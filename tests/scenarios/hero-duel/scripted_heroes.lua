-- The scripted heroes (docs/hero-api.md): Lucky Gambler (P1) against Venom Shade (P2). Abilities
-- that roll and act on the die, follow-ups answered both ways, reactions, status effects with
-- their own behaviour, and a level upgrade.

scenario "Double or Nothing: a 5 is doubled, the second die shows 4: 10 undefendable damage; the Shade strikes back" {
  game = "hero-duel", format = "hero-duel-scripted",
  players = { {}, {} },
  steps = {
    roll { 2, 2, 2, 4, 6 },
    done, stop,
    roll { 1, 1, 1, 5 },         -- Evade's three fangs prevent 3 of the 3; the bet's die shows 5
    ability "Double or Nothing",
    expect { health = { 50, 50 }, decision = "choose", decider = 1, offers = { "choose:yes", "choose:no" } },
    roll { 4, 2 },               -- the second die, then Shadow Step's (no Shroud on a 2)
    choose "choose:yes",
    log_has { type = "damage", to = 1, kind = "undefendable", final = 10 },
    log_has { type = "reaction", player = 1, what = "Shadow Step" },
    -- Hurt by 10 from P1: the Shade may pay 1 CP to strike back.
    expect { health = { 50, 40 }, decision = "choose", decider = 2 },
    choose "choose:yes",
    expect { cp = { 2, 1 }, tokens = { { Venom = 1 }, { Shroud = 0 } }, phase = "main2", decider = 1 },
  },
}

scenario "Double or Nothing declined: the Gambler takes the 5; the Shade's Shroud, and no strike back" {
  game = "hero-duel", format = "hero-duel-scripted",
  players = { {}, {} },
  steps = {
    roll { 2, 2, 2, 4, 6 },
    done, stop,
    roll { 1, 1, 1, 5 },
    ability "Double or Nothing",
    roll { 5 },                  -- Shadow Step's die: a Shroud
    choose "choose:no",
    expect { health = { 50, 45 }, tokens = { {}, { Shroud = 1 } }, decision = "choose", decider = 2 },
    choose "choose:no",
    expect { cp = { 2, 2 }, tokens = { { Venom = 0 }, {} }, phase = "main2" },
  },
}

scenario "Double or Nothing: a lost bet (the die shows 3) gives Luck, and asks nothing" {
  game = "hero-duel", format = "hero-duel-scripted",
  players = { {}, {} },
  steps = {
    roll { 2, 2, 2, 4, 6 },
    done, stop,
    roll { 1, 1, 1, 3 },
    ability "Double or Nothing",
    expect { health = { 50, 50 }, tokens = { { Luck = 1 }, {} }, phase = "main2", decision = "main" },
  },
}

scenario "All In takes Double or Nothing to Level III: 6 damage, and a lost double still leaves Luck" {
  game = "hero-duel", format = "hero-duel-scripted",
  players = { { cp = 5, hand = { "All In" } }, {} },
  steps = {
    play "All In",
    expect { cp = { 2, 2 } },
    roll { 3, 3, 3, 1, 2 },
    done, stop,
    -- Evade's fangs prevent 3 of the 6; hurt by 3, the Shade's Shadow Step rolls (1: no
    -- Shroud) and asks first; then the bet's die shows 6.
    roll { 1, 1, 1, 1, 6 },
    ability "Double or Nothing",
    log_has { type = "ability", player = 0, level = 3 },
    expect { health = { 50, 47 }, decision = "choose", decider = 2 },
    choose "choose:no",
    expect { decision = "choose", decider = 1 },
    roll { 1 },                  -- the double is lost
    choose "choose:yes",
    expect { health = { 50, 47 }, tokens = { { Luck = 1 }, { Shroud = 0 } }, phase = "main2" },
  },
}

scenario "Lucky Break: attacked while holding Luck, the Gambler spends it and a 5 prevents 4" {
  game = "hero-duel", format = "hero-duel-scripted",
  turn = { player = 2, number = 2, phase = "main1" },
  players = { { tokens = { Luck = 1 } }, {} },
  steps = {
    roll { 1, 1, 1, 5, 6 },
    done, stop,
    roll { 5, 1, 1, 1, 1, 6 },   -- the dodge; Bluff's three coins; Fang Strike's two dice
    ability "Fang Strike",
    expect { decision = "choose", decider = 1, offers = { "choose:yes", "choose:no" } },
    choose "choose:yes",
    -- 4 damage, 4 prevented by the dodge and 3 by the coins: none; a fang inflicts a Venom.
    expect { health = { 50, 50 }, tokens = { { Luck = 0, Venom = 1 }, {} } },
  },
}

scenario "Lucky Break declined: the Luck stays, the coins prevent 3 of 4" {
  game = "hero-duel", format = "hero-duel-scripted",
  turn = { player = 2, number = 2, phase = "main1" },
  players = { { tokens = { Luck = 1 } }, {} },
  steps = {
    roll { 1, 1, 1, 5, 6 },
    done, stop,
    roll { 1, 1, 1, 4, 5 },      -- Bluff's three coins; Fang Strike's dice: no fang
    ability "Fang Strike",
    choose "choose:no",
    expect { decision = "respond", decider = 1, offers = { "spend:Luck" } },  -- Luck may still be spent
    pass,
    expect { health = { 49, 50 }, tokens = { { Luck = 1, Venom = 0 }, {} } },
  },
}

scenario "Venom at its holder's upkeep: 1 collateral damage per token, then one token wears off" {
  game = "hero-duel", format = "hero-duel-scripted",
  players = { { tokens = { Venom = 3 } }, {} },
  steps = {
    expect { health = { 47, 50 }, tokens = { { Venom = 2 }, {} }, phase = "main1" },
    log_has { type = "script", player = 0, what = "Venom", did = "removes 1 Venom from P1" },
  },
}

scenario "Toxic Cloud: the Shade chooses the opponent its Venom goes to" {
  game = "hero-duel", format = "hero-duel-scripted",
  players = { {}, {} },
  turn = { player = 2, number = 2, phase = "main1" },
  steps = {
    roll { 4, 4, 5, 1, 2 },
    done, stop,
    ability "Toxic Cloud",
    expect { decision = "choose", decider = 2, offers = { "choose:P1" }, lacks = { "choose:P2" } },
    choose "choose:P1",
    expect { health = { 48, 50 }, tokens = { { Venom = 2 }, {} } },
  },
}

scenario "Cut the Deck: the number named comes up, 6 undefendable damage more" {
  game = "hero-duel", format = "hero-duel-scripted",
  players = { {}, {} },
  steps = {
    roll { 1, 2, 3, 4, 1 },
    done, stop,
    roll { 1 },                  -- Shadow Step's die, when the 4 pure damage lands
    ability "Cut the Deck",
    expect { health = { 50, 46 }, decision = "choose", decider = 2 },
    choose "choose:no",
    expect { decision = "choose", decider = 1, offers = { "choose:1", "choose:6" }, lacks = { "choose:7" } },
    roll { 3, 1 },               -- the die; Shadow Step's again
    choose "choose:3",
    choose "choose:no",
    expect { health = { 50, 40 }, hand = { 0, 0 } },
  },
}

scenario "Cut the Deck: another number comes up, a card instead" {
  game = "hero-duel", format = "hero-duel-scripted",
  players = { {}, {} },
  steps = {
    roll { 1, 2, 3, 4, 1 },
    done, stop,
    roll { 1 },
    ability "Cut the Deck",
    choose "choose:no",
    roll { 5 },
    choose "choose:3",
    expect { health = { 50, 46 }, hand = { 1, 0 } },
  },
}

scenario "Dark Pact: 2 health for 2 CP, a number chosen" {
  game = "hero-duel", format = "hero-duel-scripted",
  turn = { player = 2, number = 2, phase = "main1" },
  players = { {}, { hand = { "Dark Pact" } } },
  steps = {
    play "Dark Pact",
    expect { decision = "choose", offers = { "choose:1", "choose:2", "choose:3" } },
    choose "choose:2",
    expect { health = { 50, 48 }, cp = { 2, 4 } },
  },
}

scenario "Evade's function: a fang, a shadow and a skull prevent 3, send 2 back, and gain the Shade a Shroud" {
  game = "hero-duel", format = "hero-duel-scripted",
  players = { {}, {} },
  steps = {
    roll { 2, 2, 2, 4, 6 },
    done, stop,
    roll { 1, 4, 6, 3 },         -- Evade: fang (1), shadow (2), skull (2 back); the bet's die shows 3
    ability "Double or Nothing",
    log_has { type = "script", player = 1, what = "Evade" },
    -- The Shroud gained is the Shade's to spend on this very attack; it keeps it.
    expect { decision = "respond", decider = 2, offers = { "spend:Shroud", "pass" } },
    choose "pass",
    -- 3 damage, 3 prevented; the skull's 2 come back; the lost bet gives Luck.
    expect { health = { 48, 50 }, tokens = { { Luck = 1 }, { Shroud = 1 } }, phase = "main2" },
  },
}

scenario "Evade without all three symbols gains nothing" {
  game = "hero-duel", format = "hero-duel-scripted",
  players = { {}, {} },
  steps = {
    roll { 2, 2, 2, 4, 6 },
    done, stop,
    roll { 4, 5, 6, 3 },         -- shadow, shadow, skull: 4 prevented, 2 back, no fang
    ability "Double or Nothing",
    expect { health = { 48, 50 }, tokens = { { Luck = 1 }, { Shroud = 0 } }, phase = "main2" },
  },
}
