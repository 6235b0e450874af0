-- The Avengers vs. X-Men rulebook's example of play, turns 1 to 4 (the Spanish edition,
-- "Ejemplo de juego"): Eric (P1, Beast: Mutate #666 and Captain America: American Hero)
-- against Mike (P2, Human Torch: Playing with Fire and Spider-Man: Webhead), with the draws
-- and rolls the example describes pinned.

return scenario "AvX example of play: Eric and Mike, turns 1 to 4" {
  edition = "avx2014",
  players = {
    { life = 10, cards = { { "Beast: Mutate #666", 2 }, { "Captain America: American Hero", 2 } } },
    { life = 10, cards = { { "Human Torch: Playing with Fire", 2 }, { "Spider-Man: Webhead", 2 } } },
  },
  basic_actions = { "Force Beam", "Inner Rage", "Thrown Car" },
  turn = { player = 1, step = "start" },
  draws = { "P1 Sidekick 1-4" },
  rolls = {
    { "P1 Sidekick 1", "fist" }, { "P1 Sidekick 2", "fist" },
    { "P1 Sidekick 3", "bolt" }, { "P1 Sidekick 4", "character" },
  },
  steps = {
    -- Eric, turn 1: fist, fist, bolt, Sidekick; he rerolls all four: fist, shield, bolt, bolt.
    roll {
      { "P1 Sidekick 1", "fist" }, { "P1 Sidekick 2", "shield" },
      { "P1 Sidekick 3", "bolt" }, { "P1 Sidekick 4", "bolt" },
    },
    reroll { "P1 Sidekick 1-4" },
    expect { cannot = { buy "Beast: Mutate #666" } },  -- no mask
    buy "Captain America: American Hero",
    pay(),
    draw { "P2 Sidekick 1-4" },
    roll {
      { "P2 Sidekick 1", "bolt" }, { "P2 Sidekick 2", "fist" },
      { "P2 Sidekick 3", "character" }, { "P2 Sidekick 4", "character" },
    },
    done,  -- nobody in the field: no Attack Step
    expect {
      turn = { player = 2 },
      life = { 10, 10 },
      count = { P1 = { used = 5 } },  -- four Sidekicks and a Captain America
      zone = { ["P1 Captain America: American Hero 1"] = "used" },
    },

    -- Mike, turn 1: bolt, fist, Sidekick, Sidekick. Buys a Human Torch, fields both, attacks.
    reroll {},
    buy "Human Torch: Playing with Fire",
    pay(),
    field "P2 Sidekick 3",
    field "P2 Sidekick 4",
    done,
    roll {
      { "P1 Sidekick 5", "bolt" }, { "P1 Sidekick 6", "bolt" },
      { "P1 Sidekick 7", "shield" }, { "P1 Sidekick 8", "character" },
    },
    attack { "P2 Sidekick 3", "P2 Sidekick 4" },  -- Eric has nobody to block with
    expect {
      life = { 8, 10 },
      zone = { ["P2 Sidekick 3-4"] = "used" },
      count = { P2 = { used = 5 } },
    },

    -- Eric, turn 2: bolt, bolt, shield, Sidekick. Buys a Force Beam, fields the Sidekick.
    reroll {},
    expect {
      zone = { ["P1 Sidekick 5-8"] = "reserve" },
      cannot = { buy "Captain America: American Hero", buy "Beast: Mutate #666" },
    },
    buy "Force Beam",
    pay(),
    field "P1 Sidekick 8",
    done,
    roll {
      { "P2 Sidekick 5", "fist" }, { "P2 Sidekick 6", "character" },
      { "P2 Sidekick 7", "character" }, { "P2 Sidekick 8", "character" },
    },
    attack {},  -- he keeps his Sidekick home as a blocker
    expect { turn = { player = 2 }, zone = { ["P1 Sidekick 8"] = "field" }, count = { P1 = { field = 1 } } },

    -- Mike, turn 2: a fist and three Sidekicks; fields them, doesn't attack, keeps the fist.
    reroll {},
    field "P2 Sidekick 6",
    field "P2 Sidekick 7",
    field "P2 Sidekick 8",
    done,
    draw { "P1 Sidekick 1", "P1 Sidekick 2", "P1 Sidekick 3", "Force Beam 1" },
    roll {
      { "P1 Sidekick 1", "mask" }, { "P1 Sidekick 2", "shield" },
      { "P1 Sidekick 3", "character" }, { "Force Beam 1", "action" },
    },
    attack {},
    expect {
      zone = { ["P2 Sidekick 5"] = "reserve" },
      count = { P2 = { field = 3 } },
      life = { 8, 10 },
      turn = { player = 1 },
    },

    -- Eric, turn 3: his bag was empty, so the 9 used dice were bagged before drawing:
    -- mask, shield, Sidekick and the Force Beam.
    expect { count = { P1 = { bag = 5, prep = 4 } } },
    reroll {},
    use "Force Beam 1",  -- 1 damage to every character: all four Sidekicks are KO'd
    expect {
      zone = {
        ["P1 Sidekick 8"] = "prep", ["P2 Sidekick 6-8"] = "prep", ["Force Beam 1"] = "used",
      },
    },
    buy "Beast: Mutate #666",
    pay(),
    field "P1 Sidekick 3",
    done,
    draw { "P2 Sidekick 3", "P2 Sidekick 4", "P2 Sidekick 5", "P2 Human Torch: Playing with Fire 1" },
    roll {
      { "P2 Sidekick 3", "fist" }, { "P2 Sidekick 4", "bolt" }, { "P2 Sidekick 5", "shield" },
      { "P2 Sidekick 6", "mask" }, { "P2 Sidekick 7", "bolt" }, { "P2 Sidekick 8", "character" },
      { "P2 Human Torch: Playing with Fire 1", "level 2" },
    },
    attack {},
    expect { zone = { ["P1 Sidekick 3"] = "field", ["P1 Sidekick 8"] = "prep" }, count = { P1 = { field = 1, prep = 1 } } },

    -- Mike, turn 3: the kept fist went to the Used Pile, which refilled the empty bag; seven
    -- dice to roll: five energy, a Sidekick and the Human Torch at level 2.
    expect { turn = { player = 2 }, count = { P2 = { prep = 7 } }, zone = { ["P2 Sidekick 5"] = "prep" } },
    reroll {},
    field "P2 Human Torch: Playing with Fire 1",
    pay(),
    field "P2 Sidekick 8",
    done,
    attack { "P2 Human Torch: Playing with Fire 1", "P2 Sidekick 8" },
    draw { "P1 Captain America: American Hero 1", "P1 Sidekick 4", "P1 Sidekick 5", "P1 Sidekick 6" },
    roll {
      { "P1 Sidekick 3", "character" }, { "P1 Sidekick 4", "bolt" }, { "P1 Sidekick 5", "fist" },
      { "P1 Sidekick 6", "shield" }, { "P1 Sidekick 8", "character" },
      { "P1 Captain America: American Hero 1", "level 3" },
    },
    block { ["P1 Sidekick 3"] = "P2 Human Torch: Playing with Fire 1" },
    -- The Torch deals 3 to the blocking Sidekick (KO'd) and takes 1; the unblocked Sidekick
    -- takes Eric from 8 to 7.
    expect {
      life = { 7, 10 },
      zone = {
        ["P1 Sidekick 3"] = "prep", ["P1 Sidekick 8"] = "prep", ["P1 Captain America: American Hero 1"] = "prep",
        ["P1 Sidekick 4-6"] = "prep", ["P2 Human Torch: Playing with Fire 1"] = "field", ["P2 Sidekick 8"] = "used",
      },
      count = { P1 = { prep = 6 }, P2 = { field = 1 } },
      damage = { ["P2 Human Torch: Playing with Fire 1"] = 0 },
    },

    -- Eric, turn 4: Captain America at level 3, two Sidekicks, three energy.
    reroll {},
    field "P1 Captain America: American Hero 1",  -- fielding cost 2
    pay { "P1 Sidekick 4", "P1 Sidekick 5" },
    -- When fielded: he may roll a Sidekick from his Used Pile, not one just spent.
    yes,
    expect { cannot = { target "P1 Sidekick 4", target "P1 Sidekick 5" }, can = { target "P1 Sidekick 1" } },
    roll { { "P1 Sidekick 1", "mask" } },
    target "P1 Sidekick 1",
    expect { zone = { ["P1 Sidekick 1"] = "reserve" }, face = { ["P1 Sidekick 1"] = "mask" } },
    -- With the mask and his last energy he buys the other Beast, fields both Sidekicks...
    buy "Beast: Mutate #666",
    pay(),
    expect { zone = { ["P1 Beast: Mutate #666 2"] = "used" }, count = { P1 = { reserve = 2 } } },
    field "P1 Sidekick 3",
    field "P1 Sidekick 8",
    done,
    -- ...and attacks with Captain America and one Sidekick. Mike chooses his blockers.
    attack { "P1 Captain America: American Hero 1", "P1 Sidekick 3" },
    expect {
      decision = { kind = "blockers", player = 2 },
      can = {
        block { ["P2 Human Torch: Playing with Fire 1"] = "P1 Captain America: American Hero 1" },
        block { ["P2 Human Torch: Playing with Fire 1"] = "P1 Sidekick 3" },
      },
      life = { 7, 10 },
      count = { P1 = { field = 1, attack = 2 } },
    },
  },
}
