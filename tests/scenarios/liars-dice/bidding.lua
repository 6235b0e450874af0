-- Liar's Dice, the bidding (docs/liars-dice.md): players bid in turn, each bid higher than the
-- last. Under reset-face (OpenSpiel's default) a higher bid names more dice of any face, or as
-- many of a higher face; under reset-quantity, a higher face in any quantity, or more of the
-- same face. A quantity is at most the dice in play, and liar may not open a round.

scenario "The first bid opens the round: any quantity of any face, but not liar" {
  game = "liars-dice",
  options = { dice = 2 },
  players = { { 1, 3 }, { 4, 4 } },
  steps = {
    expect { turn = "P1", bid = "none", lacks = { "liar" }, offers = { "bid:1x1", "bid:4x6" }, in_play = 4 },
    refuse(liar, "no bid to call liar on"),
    refuse(bid(5, 1), "quantity is 1 to 4"),
    refuse(bid(1, 7), "face is 1 to 6"),
    bid "2x3",
    expect { turn = "P2", bid = { "P1", 2, 3 }, offers = { "liar" } },
  },
}

scenario "Reset-face: more dice of any face, or as many of a higher face" {
  game = "liars-dice",
  options = { dice = 2, bidding = "reset-face" },
  players = { { 1, 3 }, { 4, 4 } },
  turn = "P2",
  bid = { "P1", 2, 5 },
  steps = {
    expect { options = { "bid:2x6", "bid:3x1", "bid:3x2", "bid:3x3", "bid:3x4", "bid:3x5", "bid:3x6",
                         "bid:4x1", "bid:4x2", "bid:4x3", "bid:4x4", "bid:4x5", "bid:4x6", "liar" } },
    refuse(bid(2, 4), "does not beat P1's two 5s: under reset-face"),
    refuse(bid(1, 6), "does not beat"),
    bid(3, 1),
    expect { bid = { "P2", 3, 1 }, turn = "P1" },
  },
}

scenario "Reset-quantity: a higher face in any quantity, or more of the same face" {
  game = "liars-dice",
  options = { dice = 2, bidding = "reset-quantity" },
  players = { { 1, 3 }, { 4, 4 } },
  turn = "P2",
  bid = { "P1", 2, 5 },
  steps = {
    expect { options = { "bid:3x5", "bid:4x5", "bid:1x6", "bid:2x6", "bid:3x6", "bid:4x6", "liar" } },
    -- More dice of a lower face beat the bid under reset-face, not here.
    refuse(bid(3, 1), "does not beat P1's two 5s: under reset-quantity"),
    bid(1, 6),
    expect { bid = { "P2", 1, 6 }, options = { "bid:2x6", "bid:3x6", "bid:4x6", "liar" } },
  },
}

scenario "The highest bid leaves only liar" {
  game = "liars-dice",
  players = { { 2 }, { 5 } },
  steps = {
    bid(2, 6),
    expect { options = { "liar" } },
    choose "liar",
    -- A 5 and a 2: no 6, so P1's two 6s fail.
    expect { winner = "P2", places = { 2, 1 } },
  },
}
