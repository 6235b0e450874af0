-- Liar's Dice, the table (docs/liars-dice.md): 2 to 6 players, each rolling a cup of dice in
-- secret (sorted, as OpenSpiel sorts them), bidding in turn clockwise from the player who opens;
-- P1 opens the first round. Dice of 2 to 10 sides, the highest face wild.

scenario "A new game: every cup is rolled and P1 opens the first round" {
  game = "liars-dice",
  players = 3,
  rolls = { 4, 6, 2 },
  steps = {
    expect { round = 1, starter = "P1", turn = "P1", bid = "none", in_play = 3, faces = { { 4 }, { 6 }, { 2 } } },
    log_has { type = "round_start", round = 1, starter = 1, dice = { 1, 1, 1 } },
    log_has { type = "roll", player = 2, dice = { 6 } },
  },
}

scenario "Cups rolled at the start: pinned faces go seat by seat, and each cup is sorted" {
  game = "liars-dice",
  options = { dice = 2 },
  players = { { dice = 2 }, { dice = 2 } },
  rolls = { 5, 2, 6, 1 },
  steps = {
    expect { faces = { { 2, 5 }, { 1, 6 } }, turn = "P1" },
    log_has { type = "roll", player = 1, dice = { 2, 5 } },
  },
}

scenario "Six players: turns go round the table, and the loser alone ends last" {
  game = "liars-dice",
  players = { { 1 }, { 2 }, { 3 }, { 4 }, { 5 }, { 6 } },
  steps = {
    bid(1, 1),
    bid(1, 2),
    bid(1, 3),
    bid(1, 4),
    bid(1, 5),
    expect { turn = "P6" },
    bid(2, 5),
    expect { turn = "P1" },
    -- P5's 5 and P6's wild 6: two 5s hold, and P1, who called, loses.
    liar,
    expect { over = true, winner = "P6", places = { 6, 1, 1, 1, 1, 1 }, scores = { 0, 1, 1, 1, 1, 1 } },
  },
}

scenario "Ten sides: the 10 is the wild face" {
  game = "liars-dice",
  options = { sides = 10 },
  players = { { 10 }, { 3 } },
  steps = {
    expect { count = { [3] = 2, [10] = 1 }, offers = { "bid:1x10", "bid:2x10" } },
    refuse(bid(1, 11), "face is 1 to 10"),
    bid(2, 3),
    liar,
    expect { winner = "P1", places = { 1, 2 } },
  },
}

scenario "Whose turn it is, with no bid standing, opens the round" {
  game = "liars-dice",
  options = { classic = true, dice = 2 },
  players = { { 3 }, { 1, 4 } },
  round = 3,
  turn = "P2",
  steps = {
    expect { starter = "P2", turn = "P2", round = 3, dice = { 1, 2 }, lacks = { "liar" } },
    bid(1, 4),
    expect { turn = "P1", bid = { "P2", 1, 4 } },
  },
}
