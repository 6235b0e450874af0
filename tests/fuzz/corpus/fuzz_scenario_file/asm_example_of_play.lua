-- The Amazing Spider-Man rulebook's example of play: Alisa (P1, Drax: Pained and Silver
-- Sable: Wild Pack) against Sam (P2, Spider-Man: Tangled Web and Spider-Woman: Secret
-- Avenger), turns 1 to 5. The rulebook shows the rolls as pictures; the faces pinned here
-- are ones that fit what the text says each player did.

return scenario "ASM example of play: Alisa and Sam, turns 1 to 5" {
  edition = "asm2015",
  players = {
    { life = 10, cards = { { "Drax: Pained", 2 }, { "Silver Sable: Wild Pack", 2 } } },
    { life = 10, cards = { { "Spider-Man: Tangled Web", 2 }, { "Spider-Woman: Secret Avenger", 2 } } },
  },
  basic_actions = { "Back for Seconds!", "Betrayal", "Exposed!" },
  turn = { player = 1, step = "start" },
  draws = { "P1 Sidekick 1-4" },
  rolls = {
    { "P1 Sidekick 1", "mask" }, { "P1 Sidekick 2", "fist" },
    { "P1 Sidekick 3", "?" }, { "P1 Sidekick 4", "character" },
  },
  steps = {
    -- Alisa, turn 1: she rerolls her Sidekick character hoping for a fourth energy, gets it,
    -- and buys Silver Sable (the ? counting as any energy). Nobody to attack with.
    roll { { "P1 Sidekick 4", "bolt" } },
    reroll { "P1 Sidekick 4" },
    buy "Silver Sable: Wild Pack",
    pay { "P1 Sidekick 1", "P1 Sidekick 2", "P1 Sidekick 3", "P1 Sidekick 4" },
    expect {
      zone = { ["P1 Silver Sable: Wild Pack 1"] = "used", ["P1 Sidekick 1-4"] = "out_of_play" },
      supply = { ["Silver Sable: Wild Pack"] = 1 },
    },
    draw { "P2 Sidekick 1-4" },
    roll {
      { "P2 Sidekick 1", "character" }, { "P2 Sidekick 2", "fist" },
      { "P2 Sidekick 3", "bolt" }, { "P2 Sidekick 4", "mask" },
    },
    done,
    expect { turn = { player = 2, number = 2 }, count = { P1 = { used = 5, out_of_play = 0, bag = 4 } } },

    -- Sam, turn 1: no reroll; buys a Spider-Woman die, fields his Sidekick for free, and
    -- keeps it home as a blocker.
    reroll {},
    buy "Spider-Woman: Secret Avenger",
    pay(),
    field "P2 Sidekick 1",
    done,
    draw { "P1 Sidekick 5-8" },
    roll {
      { "P1 Sidekick 5", "shield" }, { "P1 Sidekick 6", "mask" },
      { "P1 Sidekick 7", "fist" }, { "P1 Sidekick 8", "bolt" },
    },
    attack {},
    expect {
      turn = { player = 1, number = 3 },
      zone = { ["P2 Sidekick 1"] = "field", ["P2 Spider-Woman: Secret Avenger 1"] = "used" },
    },

    -- Alisa, turn 2: enough for either her second Silver Sable or a Drax; she buys Drax.
    reroll {},
    expect { can = { buy "Silver Sable: Wild Pack", buy "Drax: Pained" } },
    buy "Drax: Pained",
    pay { "P1 Sidekick 5", "P1 Sidekick 7", "P1 Sidekick 8" },
    expect { zone = { ["P1 Drax: Pained 1"] = "used", ["P1 Sidekick 6"] = "reserve" } },
    draw { "P2 Sidekick 5-8" },
    roll {
      { "P2 Sidekick 5", "bolt" }, { "P2 Sidekick 6", "bolt" },
      { "P2 Sidekick 7", "fist" }, { "P2 Sidekick 8", "shield" },
    },
    done,

    -- Sam, turn 2: the last four Sidekicks in his bag, all energy: a Spider-Man die.
    expect { turn = { player = 2 }, count = { P2 = { bag = 0, prep = 4 } } },
    reroll {},
    buy "Spider-Man: Tangled Web",
    pay(),
    done,
    -- Alisa's bag is empty: her 10 used dice go back in, and she draws two Sidekicks, a
    -- Silver Sable and a Drax.
    draw { "P1 Sidekick 1", "P1 Sidekick 2", "P1 Silver Sable: Wild Pack 1", "P1 Drax: Pained 1" },
    roll {
      { "P1 Sidekick 1", "fist" }, { "P1 Sidekick 2", "?" },
      { "P1 Silver Sable: Wild Pack 1", "mask" }, { "P1 Drax: Pained 1", "shield" },
    },
    attack {},

    -- Alisa, turn 3: no characters, so she rerolls Silver Sable and Drax.
    expect {
      turn = { player = 1, number = 5 },
      count = { P1 = { prep = 4, bag = 6, used = 0 } },
      log = { type = "refill", player = 1 },
    },
    roll { { "P1 Silver Sable: Wild Pack 1", "level 1" }, { "P1 Drax: Pained 1", "level 2" } },
    reroll { "P1 Silver Sable: Wild Pack 1", "P1 Drax: Pained 1" },
    -- Silver Sable's level 1 costs nothing to field; Drax costs 1 life instead of energy.
    field "P1 Silver Sable: Wild Pack 1",
    field_alt "P1 Drax: Pained 1",
    expect {
      life = { 9, 10 },
      zone = { ["P1 Silver Sable: Wild Pack 1"] = "field", ["P1 Drax: Pained 1"] = "field", ["P1 Sidekick 2"] = "reserve" },
      face = { ["P1 Sidekick 2"] = "?" },
    },
    done,
    attack { "P1 Drax: Pained 1", "P1 Silver Sable: Wild Pack 1" },
    -- Sam can block only one: he blocks Silver Sable. She is blocked, so Sam loses 1 life and
    -- Alisa gains 1; she and the Sidekick KO each other; Drax's 3 damage goes through.
    block { ["P2 Sidekick 1"] = "P1 Silver Sable: Wild Pack 1" },
    expect { life = { 10, 9 } },
    -- Her saved ? could pay Spider-Man's global now; she keeps it.
    pass(1),
    expect {
      life = { 10, 6 },
      zone = { ["P1 Silver Sable: Wild Pack 1"] = "prep", ["P2 Sidekick 1"] = "prep", ["P1 Drax: Pained 1"] = "used" },
      -- Sam's turn: his KO'd Sidekick is rolled with the four dice he draws.
      turn = { player = 2 },
      count = { P2 = { prep = 5 } },
    },
  },
}
