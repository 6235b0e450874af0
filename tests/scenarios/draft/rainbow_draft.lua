-- Rainbow Draft (ASM rulebook, "Rainbow Draft"; scripts/formats/rainbow-draft.lua), with the
-- packs pinned: a pod of three, each opening two packs of two cards, one pack for each of
-- their two secret piles. Everyone picks a card from the pile they hold, then the piles pass:
-- the first piles to the right (seat 1 to seat 2, 2 to 3, 3 to 1), the second piles to the
-- left (seat 1 to seat 3). Then each drafter builds a team: two basic actions of their own,
-- drafted cards with different titles, one die per drafted copy. Seats 1 and 2 play.
scenario "Rainbow Draft: picks, piles passed right then left, teams, and the game they play" {
  draft = {
    format = "rainbow-draft",
    options = { pod = 3, packs = 2 },
    -- Packs are opened in order: the first piles of seats 1, 2, 3, then their second piles.
    packs = {
      { "Beast: Big Boy Blue", "Thor: Odinson" },                                -- pile 1, P1's
      { "Hulk: Jade Giant", "Storm: 'Ro" },                                      -- pile 2, P2's
      { "Spider-Man: Webhead", "Iron Man: Inventor" },                           -- pile 3, P3's
      { "Beast: Big Boy Blue", "Beast: Mutate #666" },                           -- pile 4, P1's
      { "Silver Sable: Wild Pack", "Drax: Pained" },                             -- pile 5, P2's
      { "Human Torch: Playing with Fire", "Captain America: American Hero" },    -- pile 6, P3's
    },
  },
  steps = {
    -- Every drafter holds the first pile of their own packs, face down.
    expect {
      decision = { kind = "draft", player = 1 },
      piles = {
        [1] = { holder = "P1", secret = true, cards = { "Beast: Big Boy Blue", "Thor: Odinson" } },
        [2] = { holder = "P2", cards = { "Hulk: Jade Giant", "Storm: 'Ro" } },
        [3] = { holder = "P3", cards = { "Spider-Man: Webhead", "Iron Man: Inventor" } },
        [4] = { holder = "P1", cards = { "Beast: Big Boy Blue", "Beast: Mutate #666" } },
      },
      turn = { step = "draft" },
    },
    -- First piles: each drafter picks one card from the pile they hold.
    pick "Beast: Big Boy Blue",
    pick "Hulk: Jade Giant",
    expect { decision = { kind = "draft", player = 3 }, cannot = { pick "Thor: Odinson" } },  -- P1's pile is not P3's
    pick "Spider-Man: Webhead",
    -- Everyone has picked: the piles pass to the right.
    expect {
      piles = {
        [1] = { holder = "P2", cards = { "Thor: Odinson" } },
        [2] = { holder = "P3", cards = { "Storm: 'Ro" } },
        [3] = { holder = "P1", cards = { "Iron Man: Inventor" } },
      },
      decision = { kind = "draft", player = 1 },
    },
    pick "Iron Man: Inventor",
    pick "Thor: Odinson",
    pick("Storm: 'Ro", 3),  -- who picks may be named: P3
    -- The first piles are empty: the second piles, still with the drafters who opened them.
    expect {
      piles = { [1] = { cards = {} }, [4] = { holder = "P1" }, [5] = { holder = "P2" }, [6] = { holder = "P3" } },
      drafted = {
        P1 = { "Beast: Big Boy Blue", "Iron Man: Inventor" },
        P2 = { "Hulk: Jade Giant", "Thor: Odinson" },
        P3 = { "Spider-Man: Webhead", "Storm: 'Ro" },
      },
    },
    pick "Beast: Big Boy Blue",             -- P1 takes a second copy
    pick "Silver Sable: Wild Pack",
    pick "Human Torch: Playing with Fire",
    -- The second piles pass to the left: seat 1's to seat 3, seat 2's to seat 1.
    expect {
      piles = {
        [4] = { holder = "P3", cards = { "Beast: Mutate #666" } },
        [5] = { holder = "P1", cards = { "Drax: Pained" } },
        [6] = { holder = "P2", cards = { "Captain America: American Hero" } },
      },
    },
    pick "Drax: Pained",
    pick "Captain America: American Hero",
    pick "Beast: Mutate #666",
    expect {
      drafted = {
        P1 = { "Beast: Big Boy Blue", "Iron Man: Inventor", "Beast: Big Boy Blue", "Drax: Pained" },
        P2 = { "Hulk: Jade Giant", "Thor: Odinson", "Silver Sable: Wild Pack", "Captain America: American Hero" },
        P3 = { "Spider-Man: Webhead", "Storm: 'Ro", "Human Torch: Playing with Fire", "Beast: Mutate #666" },
      },
      -- The picking is over: P1 builds first, starting with two basic actions of their own.
      decision = { kind = "draft", player = 1, prompt = "basic action 1 of 2" },
    },

    -- P1's team.
    basic "Force Beam",
    expect { cannot = { basic "Force Beam" } },  -- two different basic actions
    basic "Thrown Car",
    keep "Beast: Big Boy Blue",                  -- drafted twice: 2 dice
    keep "Drax: Pained",
    done,                                        -- Iron Man: Inventor stays out
    expect {
      team = { P1 = { { "Beast: Big Boy Blue", 2 }, { "Drax: Pained", 1 } } },
      draft_basic_actions = { P1 = { "Force Beam", "Thrown Car" } },
    },

    -- P2's team: every card drafted.
    basic "Inner Rage",
    basic "Power Bolt",
    keep "Hulk: Jade Giant",
    keep "Thor: Odinson",
    keep "Silver Sable: Wild Pack",
    keep "Captain America: American Hero",
    done,

    -- P3 drafts but doesn't play. Beast: Mutate #666 is a Beast, like no other card of theirs.
    basic "Smash!",
    basic "Take Cover",
    keep "Beast: Mutate #666",
    keep "Storm: 'Ro",
    expect { cannot = { keep "Storm: 'Ro" }, decision = { player = 3 } },  -- a title once
    -- The game starts as the last drafter finishes, and P1 draws and rolls at once: pin that now.
    draw { "P1 Sidekick 1-4" },
    roll { { "P1 Sidekick 1", "fist" }, { "P1 Sidekick 2", "?" }, { "P1 Sidekick 3", "bolt" }, { "P1 Sidekick 4", "level 1" } },
    done(3),
    expect {
      team = {
        P2 = { { "Hulk: Jade Giant", 1 }, { "Thor: Odinson", 1 }, { "Silver Sable: Wild Pack", 1 }, { "Captain America: American Hero", 1 } },
        P3 = { { "Beast: Mutate #666", 1 }, { "Storm: 'Ro", 1 } },
      },
      draft_basic_actions = { P2 = { "Inner Rage", "Power Bolt" }, P3 = { "Smash!", "Take Cover" } },
      table_basic_actions = {},
    },

    -- The game starts with the teams of seats 1 and 2: P1 draws and rolls first.
    expect {
      turn = { number = 1, player = 1, step = "roll" },
      decision = { kind = "reroll", player = 1 },
      life = { 20, 20 },
      count = { P1 = { bag = 4, prep = 4 }, P2 = { bag = 8 } },
      supply = {
        ["Beast: Big Boy Blue"] = 2,
        ["Drax: Pained"] = 1,
        ["Thor: Odinson"] = 1,
        ["Captain America: American Hero"] = 1,
        ["Force Beam"] = 3,
        ["Thrown Car"] = 3,
        ["Inner Rage"] = 3,
        ["Power Bolt"] = 3,
        ["Iron Man: Inventor"] = 0,   -- drafted, not kept
        ["Storm: 'Ro"] = 0,           -- P3's: P3 doesn't play
        ["Smash!"] = 0,
      },
    },
    expect { face = { ["P1 Sidekick 1"] = "fist", ["P1 Sidekick 3"] = "bolt" }, zone = { ["P1 Sidekick 1-4"] = "prep" } },
    -- The draft is in the log: each pile passed (piles counted from 0 there), each pick a choice.
    log_has { type = "draft_pass", pile = 3, from = "P1", to = "P3" },
    log_has { type = "choice", decision = "draft", player = 3, key = "pick:avx-021" },
    log_has { type = "draft_over" },
  },
}

-- Packs need not all hold as many cards (pinned here, or a format's own uneven packs): a seat
-- whose pile is empty is skipped, and no card is left behind when a round ends.
scenario "Rainbow Draft: piles of different sizes: an empty pile's holder is skipped, every card is drafted" {
  draft = {
    format = "rainbow-draft",
    options = { pod = 2, packs = 2 },
    packs = {
      { "Beast: Big Boy Blue", "Thor: Odinson", "Storm: 'Ro" },   -- pile 1, P1's: three cards
      { "Hulk: Jade Giant" },                                     -- pile 2, P2's: one
      { "Iron Man: Inventor" },                                   -- pile 3, P1's second pile
      { "Drax: Pained" },                                         -- pile 4, P2's second pile
    },
  },
  steps = {
    pick "Beast: Big Boy Blue",
    pick "Hulk: Jade Giant",
    -- The piles pass right: P1 now holds the empty pile 2 and is skipped.
    expect { decision = { kind = "draft", player = 2 }, piles = { [1] = { holder = "P2" }, [2] = { holder = "P1", cards = {} } } },
    pick "Thor: Odinson",
    expect { decision = { kind = "draft", player = 1 }, piles = { [1] = { holder = "P1", cards = { "Storm: 'Ro" } } } },
    pick "Storm: 'Ro",
    -- The first piles are empty: the second round.
    pick "Iron Man: Inventor",
    pick "Drax: Pained",
    expect {
      drafted = { P1 = { "Beast: Big Boy Blue", "Storm: 'Ro", "Iron Man: Inventor" },
                  P2 = { "Hulk: Jade Giant", "Thor: Odinson", "Drax: Pained" } },
      decision = { kind = "draft", player = 1 },
    },
  },
}
