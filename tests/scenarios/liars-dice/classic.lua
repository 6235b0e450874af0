-- The classic game of Liar's Dice (docs/liars-dice.md, option classic): the loser of a
-- challenge loses one die instead of the game; everyone rolls again and the loser opens the
-- next round, or, when that was their last die, the next player still holding dice. The last
-- player holding dice wins; places follow the order players went out.

scenario "A lost challenge costs a die, everyone rolls again, and the loser opens the next round" {
  game = "liars-dice",
  options = { dice = 3, classic = true },
  players = { { 1, 2, 3 }, { 2, 4, 4 } },
  turn = "P2",
  bid = { "P1", 3, 5 },
  -- The next round's roll, seat by seat: P1's two dice, then P2's three.
  rolls = { 6, 1, 2, 2, 3 },
  steps = {
    liar,
    log_has { type = "challenge", count = 0, holds = false, loser = 1 },
    log_has { type = "die_lost", player = 1, dice = 2 },
    log_has { type = "round_start", round = 2, starter = 1, dice = { 2, 3 } },
    expect { over = false, round = 2, starter = "P1", turn = "P1", bid = "none", dice = { 2, 3 }, in_play = 5,
             faces = { { 1, 6 }, { 2, 2, 3 } }, scores = { 2, 3 } },
  },
}

scenario "Three players to the last die: places by the order they went out" {
  game = "liars-dice",
  options = { classic = true, players = 3, dice = 2 },
  players = { { 1, 5 }, { 2, 3 }, { 4, 4 } },
  starter = "P1",
  steps = {
    -- Round 1: P1 overbids 5s (one 5, no 6) and P2 calls; P1 loses a die and opens round 2.
    bid(2, 5),
    roll { 3, 1, 2, 6, 6 },
    liar,
    expect { round = 2, starter = "P1", turn = "P1", dice = { 1, 2, 2 }, faces = { { 3 }, { 1, 2 }, { 6, 6 } } },
    -- Round 2: P3's three 2s hold (P2's 2 and P3's two wild 6s); P1 calls and loses their last die.
    bid(1, 3),
    bid(2, 6),
    bid(3, 2),
    roll { 5, 5, 2, 2 },
    liar,
    log_has { type = "eliminated", player = 1, place = 3 },
    -- P1 is out: the next player holding dice, P2, opens round 3, and P1's turns are skipped.
    expect { round = 3, starter = "P2", turn = "P2", dice = { 0, 2, 2 }, places = { 3, 0, 0 } },
    bid(3, 5),
    expect { turn = "P3" },
    roll { 1, 4, 4 },
    liar,
    -- Two 5s (and no 6): three 5s fail, P2 loses a die and opens again.
    expect { round = 4, starter = "P2", dice = { 0, 1, 2 }, faces = { {}, { 1 }, { 4, 4 } } },
    bid(1, 1),
    roll { 3, 3 },
    liar,
    -- P2's 1 holds; P3 loses a die and opens round 5: one die each.
    expect { round = 5, starter = "P3", turn = "P3", dice = { 0, 1, 1 } },
    bid(2, 3),
    liar,
    -- A 3 and a 3: two 3s hold, and P2, who called, loses their last die. P3 holds the last dice.
    log_has { type = "eliminated", player = 2, place = 2 },
    expect { over = true, winner = "P3", reason = "last_dice", places = { 3, 2, 1 }, scores = { 0, 0, 1 } },
    log_has { type = "winner", player = 3, reason = "last_dice" },
  },
}

scenario "A player who goes out hands the next round to the next player holding dice" {
  game = "liars-dice",
  options = { classic = true, players = 4 },
  players = { { 2 }, { 3 }, { 4 }, { 5 } },
  turn = "P3",
  bid = { "P2", 2, 6 },
  rolls = { 1, 1, 1 },
  steps = {
    -- No 6 anywhere: P2's bid fails and P2, holding one die, is out in fourth place.
    liar,
    expect { dice = { 1, 0, 1, 1 }, places = { 0, 4, 0, 0 }, starter = "P3", turn = "P3", round = 2 },
    bid(1, 1),
    expect { turn = "P4" },
    bid(2, 1),
    expect { turn = "P1" },
    bid(3, 1),
    -- P1's turn passes to P3: P2 is skipped.
    expect { turn = "P3" },
  },
}
