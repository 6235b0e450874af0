-- Draft teams (AvX rulebook, "Personalizar tu equipo"; scripts/formats/draft-teams.lua): every
-- character card of the set is in the middle of the table, stacked by title, and three basic
-- actions drawn at random are on the table for both players. The second player takes a stack
-- first, chooses which of its cards to use and how many of its dice (up to the card's Max,
-- within the dice limit, which is also each player's life); then the first player; and so on
-- until the stacks run out. A card taken with no dice is drafted but not used.
-- AvX alone (sets = "avx") has eight titles, so each player takes four stacks.
scenario "draft teams: stacks by title, the second player first, dice within the limit" {
  draft = { format = "draft-teams", options = { dice_limit = 8, sets = "avx" } },
  seed = 1,  -- which three basic actions are drawn for the table
  steps = {
    expect {
      -- The stacks, one per title, in the middle of the table; the second player decides first.
      piles = {
        [1] = { holder = "middle", cards = { "Beast: Big Boy Blue", "Beast: Genetic Expert", "Beast: Mutate #666" } },
        [3] = { holder = "middle", cards = { "Hulk: Anger Issues", "Hulk: Annihilator", "Hulk: Jade Giant", "Hulk: Green Goliath" } },
        [8] = { cards = { "Thor: Legendary Warrior", "Thor: Lord of Asgard", "Thor: Odinson" } },
      },
      table_basic_actions = { "Gearing Up", "Power Bolt", "Focus Power" },
      decision = { kind = "draft", player = 2, prompt = "0 of 8 dice used" },
    },

    -- P2 takes the Hulk stack, uses Hulk: Green Goliath (Max 5) and takes all 5 of its dice.
    stack "Hulk",
    expect { decision = { player = 2, prompt = "which card of the stack" } },
    pick "Hulk: Green Goliath",
    expect { cannot = { dice(6) } },  -- its Max is 5
    dice(5),
    -- The other Hulks leave the game with the stack.
    expect { piles = { [3] = { cards = {} } }, team = { P2 = { { "Hulk: Green Goliath", 5 } } } },

    -- P1 takes Thor (named by its number here), Thor: Odinson with 4 dice.
    stack(8),
    pick "Thor: Odinson",
    dice(4),

    -- P2 takes Beast: Big Boy Blue with 3 dice: 8 of 8, the limit.
    stack "Beast",
    pick "Beast: Big Boy Blue",
    expect { cannot = { dice(4) } },  -- 5 + 4 would be over the limit
    dice(3),

    -- P1 could still take 4 dice, but takes Iron Man: Inventor with none.
    stack "Iron Man",
    pick "Iron Man: Inventor",
    expect { can = { dice(4) } },
    dice(0),

    -- P2 is at the limit: a card now comes with no dice.
    stack "Spider-Man",
    pick "Spider-Man: Webhead",
    expect { cannot = { dice(1) }, can = { dice(0) } },
    dice(0),

    stack "Storm",
    pick "Storm: 'Ro",
    dice(4),                          -- P1: 4 + 4, the limit

    stack "Captain America",
    pick "Captain America: Natural Leader",
    dice(0),

    -- The last stack; then the game starts.
    stack "Human Torch",
    pick "Human Torch: Matchstick",
    dice(0),

    expect {
      drafted = {
        P1 = { "Thor: Odinson", "Iron Man: Inventor", "Storm: 'Ro", "Human Torch: Matchstick" },
        P2 = { "Hulk: Green Goliath", "Beast: Big Boy Blue", "Spider-Man: Webhead", "Captain America: Natural Leader" },
      },
      -- Only cards taken with dice are on the teams.
      team = {
        P1 = { { "Thor: Odinson", 4 }, { "Storm: 'Ro", 4 } },
        P2 = { { "Hulk: Green Goliath", 5 }, { "Beast: Big Boy Blue", 3 } },
      },
      draft_basic_actions = { P1 = {}, P2 = {} },  -- the basic actions are the table's

      -- The game: P1 first, each at the dice limit's life, the table's basic actions for both.
      turn = { number = 1, player = 1, step = "roll" },
      life = { 8, 8 },
      supply = {
        ["Thor: Odinson"] = 4,
        ["Storm: 'Ro"] = 4,
        ["Hulk: Green Goliath"] = 5,
        ["Beast: Big Boy Blue"] = 3,
        ["Gearing Up"] = 3,
        ["Power Bolt"] = 3,
        ["Focus Power"] = 3,
        ["Iron Man: Inventor"] = 0,     -- drafted with no dice: not in the game
        ["Spider-Man: Webhead"] = 0,
        ["Hulk: Jade Giant"] = 0,       -- left the game with its stack
        ["Force Beam"] = 0,             -- not drawn for the table
      },
    },
  },
}
