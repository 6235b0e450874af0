-- Liar's Dice, the call of liar (docs/liars-dice.md): every cup is shown and the dice showing
-- the bid's face are counted, the highest face counting as every face when wilds are on (as
-- OpenSpiel's liars_dice counts them). The bid holds at its quantity or more: then the caller
-- loses; else the bidder does. In the game of one round the loser loses the game.

scenario "A bid that holds with wilds: the caller loses" {
  game = "liars-dice",
  options = { dice = 2 },
  -- P1 shows a 2 and a 6, P2 a 3 and a 6: three dice count for 2s, the two 6s being wild.
  players = { { 2, 6 }, { 3, 6 } },
  turn = "P2",
  bid = { "P1", 3, 2 },
  steps = {
    expect { turn = "P2", bid = { "P1", 3, 2 }, count = { [2] = 3, [6] = 2 }, offers = { "liar", "bid:3x3", "bid:4x1" } },
    liar,
    log_has { type = "challenge", player = 2, bidder = 1, quantity = 3, face = 2, count = 3, holds = true, loser = 2 },
    log_has { type = "challenge", dice = { { 2, 6 }, { 3, 6 } } },
    expect { over = true, winner = "P1", reason = "challenge", places = { 1, 2 }, scores = { 1, 0 } },
  },
}

scenario "The same bid without wilds fails: the bidder loses" {
  game = "liars-dice",
  options = { dice = 2, wild = false },
  players = { { 2, 6 }, { 3, 6 } },
  turn = "P2",
  bid = { "P1", 3, 2 },
  steps = {
    expect { count = { [2] = 1, [6] = 2 } },
    liar,
    log_has { type = "challenge", count = 1, holds = false, loser = 1, wild = false },
    expect { winner = "P2", places = { 2, 1 } },
  },
}

scenario "A bid of the wild face itself counts each 6 once" {
  game = "liars-dice",
  options = { dice = 2 },
  players = { { 6, 6 }, { 1, 5 } },
  turn = "P1",
  bid = { "P2", 3, 6 },
  steps = {
    liar,
    log_has { type = "challenge", count = 2, holds = false, loser = 2 },
    expect { winner = "P1" },
  },
}

scenario "One die short: the bid fails and its bidder loses" {
  game = "liars-dice",
  options = { players = 3 },
  players = { { 4 }, { 4 }, { 1 } },
  starter = "P1",
  steps = {
    bid(1, 4),
    bid(2, 4),
    -- P3 holds a 1: there are two 4s, not three.
    bid(3, 4),
    expect { turn = "P1", bid = { "P3", 3, 4 } },
    liar,
    log_has { type = "challenge", player = 1, bidder = 3, count = 2, holds = false, loser = 3 },
    -- Every player but the loser shares the first place; P1, who won the challenge, is the winner.
    expect { over = true, winner = "P1", places = { 1, 1, 3 }, scores = { 1, 1, 0 } },
    log_has { type = "winner", player = 1, reason = "challenge", loser = 3 },
  },
}
