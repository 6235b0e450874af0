-- The Skyreach example set (scripts/cards/example/example.card) in play: the cards are written
-- in the card language, so these hold its idioms to what the engine does with them.

-- Captain Vela: Storm Chaser (sky-001): "When Captain Vela attacks, deal 1 damage to target
-- opposing level 2 or lower character. *: Deal 2 damage to target opposing character instead."
-- Level 1 is 1/2/3, level 2 is 2/3/4* (the burst), level 3 is 3/5/5.

scenario "Captain Vela attacks: 1 damage to the opposing level 1 character she targets" {
  players = {
    { life = 10, cards = { { "Captain Vela: Storm Chaser", 1 } } },
    { life = 10 },
  },
  setup = {
    { "P1 Captain Vela: Storm Chaser 1", "field", "level 1" },
    { "P2 Sidekick 1", "field", "character" },  -- 0/1/1
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Captain Vela: Storm Chaser 1" },
    target "P2 Sidekick 1",
    -- Her target KO'd, nothing is left to block her: her 2 damage goes through.
    expect { zone = { ["P2 Sidekick 1"] = "prep" }, life = { 10, 8 }, turn = { player = 2 } },
    log_has { type = "damage", target = "P2 Sidekick 1", amount = 1 },
  },
}

scenario "Captain Vela's filter: a level 3 character can't be her target without the burst" {
  players = {
    { life = 10, cards = { { "Captain Vela: Storm Chaser", 1 } } },
    { life = 10, cards = { { "Hull Breaker: Siege Walker", 1 } } },
  },
  setup = {
    { "P1 Captain Vela: Storm Chaser 1", "field", "level 1" },
    { "P2 Hull Breaker: Siege Walker 1", "field", "level 3" },  -- 3/6/6
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Captain Vela: Storm Chaser 1" },
    expect {
      decision = { kind = "target", player = 1 },
      cannot = { target "P2 Hull Breaker: Siege Walker 1" },
      can = { target "P2 Sidekick 1" },
    },
    target "P2 Sidekick 1",
    expect { damage = { ["P2 Hull Breaker: Siege Walker 1"] = 0 }, zone = { ["P2 Sidekick 1"] = "prep" } },
  },
}

scenario "Captain Vela with the burst: 2 damage to any opposing character, instead of the 1" {
  players = {
    { life = 10, cards = { { "Captain Vela: Storm Chaser", 1 } } },
    { life = 10, cards = { { "Hull Breaker: Siege Walker", 1 } } },
  },
  setup = {
    { "P1 Captain Vela: Storm Chaser 1", "field", "level 2" },  -- 2/3/4*
    { "P2 Hull Breaker: Siege Walker 1", "field", "level 3" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Captain Vela: Storm Chaser 1" },
    target "P2 Hull Breaker: Siege Walker 1",
    expect { damage = { ["P2 Hull Breaker: Siege Walker 1"] = 2 }, decision = { kind = "blockers", player = 2 } },
    -- The burst replaced the ability: no second target, no 1-damage hit.
    log_lacks { type = "damage", amount = 1 },
    log_has { type = "ability", card = "Captain Vela: Storm Chaser", times = 1 },
  },
}

-- Gravity Well (sky-007, an action): "Deal 1 damage to each opposing character. *: Draw a die
-- into your Prep Area. **: Deal 2 damage to each opposing character instead."

local function gravity_well(name, face, steps)
  scenario(name) {
    players = {
      { life = 10, cards = { { "Gravity Well", 1 } } },
      { life = 10, cards = { { "Hull Breaker: Siege Walker", 1 } } },
    },
    setup = {
      { "P1 Gravity Well 1", "reserve", face },
      { "P1 Sidekick 1", "field", "character" },
      { "P2 Sidekick 1-2", "field", "character" },                 -- 0/1/1 each
      { "P2 Hull Breaker: Siege Walker 1", "field", "level 1" },   -- 2/4/4
    },
    turn = { player = 1, step = "main" },
    steps = steps,
  }
end

gravity_well("Gravity Well: 1 damage to each opposing character, none to your own", "action", {
  use "P1 Gravity Well 1",
  expect {
    zone = { ["P2 Sidekick 1-2"] = "prep", ["P1 Sidekick 1"] = "field", ["P1 Gravity Well 1"] = "out_of_play" },
    damage = { ["P2 Hull Breaker: Siege Walker 1"] = 1, ["P1 Sidekick 1"] = 0 },
    count = { P1 = { prep = 0 } },
  },
  log_has { type = "damage", target = "P2 Sidekick 1", amount = 1 },
})

gravity_well("Gravity Well with one burst: the damage and a die drawn into the Prep Area", "action*", {
  draw { "P1 Sidekick 5" },
  use "P1 Gravity Well 1",
  expect {
    zone = { ["P2 Sidekick 1-2"] = "prep", ["P1 Sidekick 5"] = "prep" },
    damage = { ["P2 Hull Breaker: Siege Walker 1"] = 1 },
    count = { P1 = { prep = 1 } },
  },
})

gravity_well("Gravity Well with two bursts: 2 damage to each opposing character instead of 1", "action**", {
  use "P1 Gravity Well 1",
  expect {
    zone = { ["P2 Sidekick 1-2"] = "prep", ["P1 Sidekick 1"] = "field" },
    damage = { ["P2 Hull Breaker: Siege Walker 1"] = 2 },
    count = { P1 = { prep = 0 } },
  },
  log_lacks { type = "damage", amount = 1 },
})

-- Stowaway Pip: Lucky Break (sky-005): "Underdog: Stowaway Pip gets +1A and +1D." Level 1 is
-- 0/1/1. Underdog: fewer characters fielded than the opponent.

scenario "Stowaway Pip as the underdog gets +1A and +1D" {
  players = {
    { life = 10, cards = { { "Stowaway Pip: Lucky Break", 1 } } },
    { life = 10 },
  },
  setup = {
    { "P1 Stowaway Pip: Lucky Break 1", "field", "level 1" },
    { "P2 Sidekick 1-2", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    expect { attack = { ["P1 Stowaway Pip: Lucky Break 1"] = 2 }, defense = { ["P1 Stowaway Pip: Lucky Break 1"] = 2 } },
  },
}

scenario "Stowaway Pip loses the bonus once the fields are even" {
  players = {
    { life = 10, cards = { { "Stowaway Pip: Lucky Break", 1 } } },
    { life = 10 },
  },
  setup = {
    { "P1 Stowaway Pip: Lucky Break 1", "field", "level 1" },
    { "P1 Sidekick 1", "reserve", "character" },
    { "P2 Sidekick 1-2", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    expect { attack = { ["P1 Stowaway Pip: Lucky Break 1"] = 2 } },
    field "P1 Sidekick 1",  -- a Sidekick's character face costs nothing to field
    expect {
      zone = { ["P1 Sidekick 1"] = "field" },
      attack = { ["P1 Stowaway Pip: Lucky Break 1"] = 1 },
      defense = { ["P1 Stowaway Pip: Lucky Break 1"] = 1 },
    },
  },
}

-- Bruiser Kesh: Dockside Brawler (sky-004): "Once per turn, pay 1 fist: Bruiser Kesh gets +2A
-- until end of turn." Level 1 is 1/2/2.

scenario "Bruiser Kesh: a fist buys +2A, once a turn" {
  players = {
    { life = 10, cards = { { "Bruiser Kesh: Dockside Brawler", 1 } } },
    { life = 10 },
  },
  setup = {
    { "P1 Bruiser Kesh: Dockside Brawler 1", "field", "level 1" },
    { "P1 Sidekick 1-2", "reserve", "fist" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    activate "P1 Bruiser Kesh: Dockside Brawler 1",
    pay(),
    expect {
      attack = { ["P1 Bruiser Kesh: Dockside Brawler 1"] = 4 },
      count = { P1 = { reserve = 1 } },
      cannot = { activate "P1 Bruiser Kesh: Dockside Brawler 1" },
    },
    done,
    attack { "P1 Bruiser Kesh: Dockside Brawler 1" },
    expect { life = { 10, 6 }, turn = { player = 2 } },
  },
}

-- Chronometer Nix: Time Thief (sky-010): "When Chronometer Nix is fielded, if you have less life
-- than your opponent, gain 2 life."

scenario "Chronometer Nix: fielded while behind on life, you gain 2" {
  players = { { life = 7, cards = { { "Chronometer Nix: Time Thief", 1 } } }, { life = 10 } },
  setup = { { "P1 Chronometer Nix: Time Thief 1", "reserve", "level 1" }, { "P1 Sidekick 1", "reserve", "mask" } },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Chronometer Nix: Time Thief 1", pay(),
    expect { zone = { ["P1 Chronometer Nix: Time Thief 1"] = "field" }, life = { 9, 10 } },
  },
}

scenario "Chronometer Nix: fielded with as much life as the opponent, nothing happens" {
  players = { { life = 10, cards = { { "Chronometer Nix: Time Thief", 1 } } }, { life = 10 } },
  setup = { { "P1 Chronometer Nix: Time Thief 1", "reserve", "level 1" }, { "P1 Sidekick 1", "reserve", "mask" } },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Chronometer Nix: Time Thief 1", pay(),
    expect { zone = { ["P1 Chronometer Nix: Time Thief 1"] = "field" }, life = { 10, 10 } },
  },
}

-- Gale Rider: Sky Courier (sky-011) has Tailwind, a keyword the set defines: "When this character
-- attacks, it gets +1A for each other attacking character of yours." Level 1 is 1/1/2.

scenario "Tailwind: Gale Rider attacks beside two characters and gets +2A" {
  players = { { life = 10, cards = { { "Gale Rider: Sky Courier", 1 } } }, { life = 10 } },
  setup = {
    { "P1 Gale Rider: Sky Courier 1", "field", "level 1" },
    { "P1 Sidekick 1-2", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Gale Rider: Sky Courier 1", "P1 Sidekick 1", "P1 Sidekick 2" },
    -- Nobody can block: Gale Rider's 1 + 2 and the Sidekicks' 1 each.
    expect { life = { 10, 5 }, turn = { player = 2 } },
    log_has { type = "ability", card = "Gale Rider: Sky Courier", times = 1 },
  },
}

scenario "Tailwind: Gale Rider attacking alone gets nothing" {
  players = { { life = 10, cards = { { "Gale Rider: Sky Courier", 1 } } }, { life = 10 } },
  setup = { { "P1 Gale Rider: Sky Courier 1", "field", "level 1" }, { "P1 Sidekick 1", "field", "character" } },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Gale Rider: Sky Courier 1" },
    expect { life = { 10, 9 }, turn = { player = 2 } },
  },
}
