-- Spider-Man: Webhead (AvX 17): "When Spider-Man is assigned to attack, you may pay 1 fist:
-- he gets +4D until end of turn (once per turn for each Spider-Man die)."

scenario "Spider-Man: Webhead pays a fist when he attacks: +4D" {
  edition = "avx2014",
  players = { { life = 10, cards = { { "Spider-Man: Webhead", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Spider-Man: Webhead 1", "field", "level 1" },  -- 0/3/3
    { "P1 Sidekick 1", "reserve", "fist" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Spider-Man: Webhead 1" },
    expect { decision = { kind = "yes_no", player = 1 } },
    yes,
    pay { "P1 Sidekick 1" },
    expect {
      attack = { ["P1 Spider-Man: Webhead 1"] = 3 },
      defense = { ["P1 Spider-Man: Webhead 1"] = 7 },
      zone = { ["P1 Sidekick 1"] = "used" },
      decision = { kind = "blockers", player = 2 },
    },
  },
}

scenario "Spider-Man: Webhead may decline to pay" {
  edition = "avx2014",
  players = { { life = 10, cards = { { "Spider-Man: Webhead", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Spider-Man: Webhead 1", "field", "level 1" },
    { "P1 Sidekick 1", "reserve", "fist" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Spider-Man: Webhead 1" },
    no,
    expect { defense = { ["P1 Spider-Man: Webhead 1"] = 3 }, zone = { ["P1 Sidekick 1"] = "reserve" } },
  },
}

scenario "Spider-Man: Webhead without a fist is not asked" {
  edition = "avx2014",
  players = { { life = 10, cards = { { "Spider-Man: Webhead", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Spider-Man: Webhead 1", "field", "level 1" },
    { "P1 Sidekick 1", "reserve", "bolt" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Spider-Man: Webhead 1" },
    expect { decision = { kind = "blockers", player = 2 }, defense = { ["P1 Spider-Man: Webhead 1"] = 3 } },
  },
}

scenario "Spider-Man: Webhead: each die pays for itself, as far as the fists go" {
  edition = "avx2014",
  players = { { life = 10, cards = { { "Spider-Man: Webhead", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Spider-Man: Webhead 1", "field", "level 1" },
    { "P1 Spider-Man: Webhead 2", "field", "level 2" },  -- 1/4/4
    { "P1 Sidekick 1", "reserve", "fist" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Spider-Man: Webhead 1", "P1 Spider-Man: Webhead 2" },
    -- Two effects of P1's at once: P1 orders them.
    expect { decision = { kind = "order_triggers", player = 1 } },
    order "P1 Spider-Man: Webhead 2",
    yes,
    pay(),
    -- The fist is gone, so the other Spider-Man's ability can't be paid and is skipped.
    expect {
      defense = { ["P1 Spider-Man: Webhead 1"] = 3, ["P1 Spider-Man: Webhead 2"] = 8 },
      decision = { kind = "blockers", player = 2 },
    },
  },
}

scenario "Spider-Man: Webhead blocked: the extra defense saves him" {
  edition = "avx2014",
  players = {
    { life = 10, cards = { { "Spider-Man: Webhead", 2 } } },
    { life = 10, cards = { { "Captain America: American Hero", 2 } } },
  },
  setup = {
    { "P1 Spider-Man: Webhead 1", "field", "level 1" },
    { "P1 Sidekick 1", "reserve", "fist" },
    { "P2 Captain America: American Hero 1", "field", "level 2" },  -- 2/5/4
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Spider-Man: Webhead 1" },
    yes,
    pay(),
    block { ["P2 Captain America: American Hero 1"] = "P1 Spider-Man: Webhead 1" },
    -- 5 damage against 7 defense; Spider-Man's 3 against Captain America's 4.
    expect { zone = { ["P1 Spider-Man: Webhead 1"] = "field", ["P2 Captain America: American Hero 1"] = "field" } },
    log_has { type = "damage", target = "P1 Spider-Man: Webhead 1", amount = 5 },
  },
}
