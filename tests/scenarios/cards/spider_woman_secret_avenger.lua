-- Spider-Woman: Secret Avenger (ASM 19): "While Spider-Woman is blocked or blocking, you may
-- pay 1 fist: she gets +1A and +1D until end of turn."

scenario "Spider-Woman: Secret Avenger blocked: a fist buys +1A/+1D, as often as it is paid" {
  players = {
    { life = 10, cards = { { "Spider-Woman: Secret Avenger", 2 } } },
    { life = 10, cards = { { "Captain America: American Hero", 2 } } },
  },
  setup = {
    { "P1 Spider-Woman: Secret Avenger 1", "field", "level 1" },  -- 1/2/4
    { "P1 Sidekick 1-2", "reserve", "fist" },
    { "P2 Captain America: American Hero 1", "field", "level 1" },  -- 1/3/3
  },
  turn = { player = 1, step = "main" },
  steps = {
    -- Not in the Main Step: she isn't blocked or blocking.
    expect { cannot = { activate "P1 Spider-Woman: Secret Avenger 1" } },
    done,
    attack { "P1 Spider-Woman: Secret Avenger 1" },
    block { ["P2 Captain America: American Hero 1"] = "P1 Spider-Woman: Secret Avenger 1" },
    expect { decision = { kind = "global_window", player = 1 } },
    activate "P1 Spider-Woman: Secret Avenger 1",
    pay(),
    expect {
      attack = { ["P1 Spider-Woman: Secret Avenger 1"] = 3 },
      defense = { ["P1 Spider-Woman: Secret Avenger 1"] = 5 },
      can = { activate "P1 Spider-Woman: Secret Avenger 1" },
    },
    pass(1),
    -- 3 damage KOs the 1/3/3 Captain America; his 3 leave her standing.
    expect {
      zone = { ["P2 Captain America: American Hero 1"] = "prep", ["P1 Spider-Woman: Secret Avenger 1"] = "field" },
      count = { P1 = { reserve = 1 } },
    },
  },
}

scenario "Spider-Woman: Secret Avenger without the fist: the same block goes the other way" {
  players = {
    { life = 10, cards = { { "Spider-Woman: Secret Avenger", 2 } } },
    { life = 10, cards = { { "Captain America: American Hero", 2 } } },
  },
  setup = {
    { "P1 Spider-Woman: Secret Avenger 1", "field", "level 1" },
    { "P2 Captain America: American Hero 1", "field", "level 1" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Spider-Woman: Secret Avenger 1" },
    block { ["P2 Captain America: American Hero 1"] = "P1 Spider-Woman: Secret Avenger 1" },
    expect {
      zone = { ["P2 Captain America: American Hero 1"] = "field", ["P1 Spider-Woman: Secret Avenger 1"] = "field" },
    },
    log_has { type = "damage", target = "P2 Captain America: American Hero 1", amount = 2 },
  },
}

scenario "Spider-Woman: Secret Avenger blocking: her player pays during the attacker's turn" {
  edition = "asm2015",
  players = {
    { life = 10, cards = { { "Captain America: American Hero", 2 } } },
    { life = 10, cards = { { "Spider-Woman: Secret Avenger", 2 } } },
  },
  setup = {
    { "P1 Captain America: American Hero 1", "field", "level 2" },  -- 2/5/4
    { "P2 Spider-Woman: Secret Avenger 1", "field", "level 1" },    -- 1/2/4
    { "P2 Sidekick 1-2", "reserve", "fist" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Captain America: American Hero 1" },
    block { ["P2 Spider-Woman: Secret Avenger 1"] = "P1 Captain America: American Hero 1" },
    -- P1 has nothing to use, so the window opens for P2.
    expect { decision = { kind = "global_window", player = 2 } },
    activate "P2 Spider-Woman: Secret Avenger 1",
    pay(),
    -- Spent on the opponent's turn: straight to the Used Pile.
    expect { attack = { ["P2 Spider-Woman: Secret Avenger 1"] = 3 }, defense = { ["P2 Spider-Woman: Secret Avenger 1"] = 5 }, zone = { ["P2 Sidekick 1"] = "used" } },
    activate "P2 Spider-Woman: Secret Avenger 1",
    pay(),
    -- 4/6: Captain America's 5 can't KO her, her 4 KOs him.
    expect {
      zone = { ["P1 Captain America: American Hero 1"] = "prep", ["P2 Spider-Woman: Secret Avenger 1"] = "field" },
    },
  },
}

scenario "Spider-Woman: Secret Avenger paid twice: +2A/+2D" {
  players = {
    { life = 10 },
    { life = 10, cards = { { "Spider-Woman: Secret Avenger", 2 } } },
  },
  setup = {
    { "P1 Sidekick 1", "field", "character" },
    { "P2 Spider-Woman: Secret Avenger 1", "field", "level 1" },  -- 1/2/4
    { "P2 Sidekick 1-2", "reserve", "fist" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Sidekick 1" },
    block { ["P2 Spider-Woman: Secret Avenger 1"] = "P1 Sidekick 1" },
    activate "P2 Spider-Woman: Secret Avenger 1",
    pay { "P2 Sidekick 1" },
    activate "P2 Spider-Woman: Secret Avenger 1",
    pay { "P2 Sidekick 2" },
    expect { zone = { ["P1 Sidekick 1"] = "prep", ["P2 Sidekick 1-2"] = "used" }, count = { P2 = { reserve = 0 } } },
    log_has { type = "damage", target = "P1 Sidekick 1", amount = 4 },
  },
}

scenario "Spider-Woman: Secret Avenger unblocked can't pay" {
  players = { { life = 10, cards = { { "Spider-Woman: Secret Avenger", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Spider-Woman: Secret Avenger 1", "field", "level 1" },
    { "P1 Spider-Woman: Secret Avenger 2", "field", "level 1" },
    { "P1 Sidekick 1", "reserve", "fist" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Spider-Woman: Secret Avenger 1-2" },
    block { ["P2 Sidekick 1"] = "P1 Spider-Woman: Secret Avenger 2" },
    expect {
      can = { activate "P1 Spider-Woman: Secret Avenger 2" },
      cannot = { activate "P1 Spider-Woman: Secret Avenger 1" },
    },
    pass(1),
    expect { life = { 10, 8 } },
  },
}
