-- Dice Miner, "Fase de Excavación": taking top dice, sharing beer to take two from the top or
-- the skirt, the dice above sliding down, and the phase ending when the mountain is empty.
--
-- The mountain (scripts/games/dice-miner/mountain.lua) is 20 spots in rows of 6, 5, 4, 3, 2;
-- each die rests on the two below it:
--                 19  20
--               16  17  18
--             12  13  14  15
--            7   8   9  10  11
--          1   2   3   4   5   6
-- At the start the top is 19 and 20; the skirt is the dice at the ends of the rows, each
-- covered on one upper side only: 1, 6, 7, 11, 12, 15, 16 and 18.

local full = {
  "tunnel 1", "tunnel 2", "tunnel 3", "tunnel 4", "tunnel 5", "tunnel 1",            -- 1-6
  "treasure 1 gem", "treasure 2 gems", "treasure 3 gems", "tool pickaxe", "tool shield", -- 7-11
  "hazard dragon", "hazard cave-in", "magic 1", "magic 2",                             -- 12-15
  "tunnel 2", "tunnel 3", "tunnel 4",                                                  -- 16-18
  "treasure 3 gems", "tunnel 5",                                                       -- 19-20
}

scenario "A turn takes one top die, showing the face it showed; the die below it may become the top" {
  game = "dice-miner",
  phase = "excavation",
  first = 1,
  mountain = full,
  steps = {
    expect { decider = 1, decision = "excavate", options = { "take:19", "take:20" } },
    refuse(take(3), "covered"),
    refuse(take(1), "skirt"),
    take(19),
    expect { trove = { { "treasure 3 gems" }, {} }, mountain = { [19] = "empty" } },
    log_has { type = "take", player = 1, spot = 19, kind = "treasure", face = "3 gems", from = "top" },
    -- Spot 16 lost the die on it; spot 17 still carries the die at 20.
    expect { decider = 2, options = { "take:16", "take:20" } },
    take(20),
    expect { decider = 1, options = { "take:16", "take:17", "take:18" } },
  },
}

scenario "Sharing beer: the beer die is rolled and given, then two dice from the top or the skirt; the dice above slide down" {
  game = "dice-miner",
  phase = "excavation",
  first = 1,
  players = { { trove = { "tunnel beer" } }, {} },
  mountain = full,
  steps = {
    expect { offers = { "take:19", "take:20" } },
    roll { "tunnel 5" },                          -- the shared die's new face
    share("tunnel beer", 2),
    expect { trove = { {}, { "tunnel 5" } }, decision = "take", decider = 1 },
    log_has { type = "share", player = 1, to = 2, kind = "tunnel", face = "5" },
    -- Now the skirt too: the ends of the rows, each covered on one upper side.
    expect { options = { "take:1", "take:6", "take:7", "take:11", "take:12", "take:15", "take:16", "take:18", "take:19", "take:20" } },
    take(1),
    -- The die from 7 slides into 1, from 12 into 7, from 16 into 12, from 19 into 16.
    expect {
      trove = { { "tunnel 1" }, { "tunnel 5" } },
      mountain = { [1] = "treasure 1 gem", [7] = "hazard dragon", [12] = "tunnel 2", [16] = "treasure 3 gems", [19] = "empty" },
    },
    log_has { type = "take", player = 1, spot = 1, from = "skirt" },
    log_has { type = "slide", from = 7, to = 1 },
    log_has { type = "slide", from = 19, to = 16 },
    refuse(share("tunnel 1", 2), "already shared"),
    take(20),
    expect { trove = { { "tunnel 1", "tunnel 5" }, { "tunnel 5" } }, decider = 2, decision = "excavate" },
  },
}

scenario "Sharing is taken from the skirt only after beer: without beer the skirt is refused" {
  game = "dice-miner",
  phase = "excavation",
  first = 2,
  players = { { trove = { "tunnel beer" } }, { trove = { "tunnel 3" } } },
  mountain = full,
  steps = {
    -- P2 has no beer: no share, top only.
    expect { decider = 2, options = { "take:19", "take:20" } },
    refuse(share("tunnel 3", 1), "not beer"),
    refuse(take(16), "sharing beer"),
    take(20),
    -- P1 may share, with P2 only (never with herself).
    expect { decider = 1, offers = { "take:18", "take:19" }, lacks = { "take:17", "take:16" } },
    refuse("share:0:p1", "another player"),
  },
}

scenario "The excavation ends as soon as the mountain is empty, even in the middle of a two-dice turn" {
  game = "dice-miner",
  phase = "excavation",
  first = 1,
  players = { { trove = { "tunnel beer" } }, { trove = { "magic 2" } } },
  mountain = { [1] = "tunnel 2" },
  steps = {
    share("tunnel beer", 2),
    take(1),
    -- No second take: the magic phase begins with the player after the one who took the last die.
    log_has { type = "phase", phase = "magic", round = 1 },
    expect { phase = "magic", decider = 2, decision = "magic", trove_has = { { "tunnel 2" }, { "magic 2" } } },
    expect { trove = { { "tunnel 2" }, { "magic 2", "tunnel 1" } } },
  },
  rolls = { "tunnel 1" },
}
