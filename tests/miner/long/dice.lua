-- Dice Miner's dice (scripts/games/dice-miner/dice.lua) with 200 of each kind, the most a kind
-- may have: 1000 dice in the bag for a long game (long.lua).

return dice {
  symbols = { "beer", "tunnel", "gem", "cave_in", "dragon", "pickaxe", "shield", "chest", "magic" },

  roles = {
    beer = "beer",
    magic = "magic",
    chest = "chest",
    magic_may_not_reroll = { "hazard" },
    -- Each player rolls a tunnel die: the highest number starts, and beer beats every number.
    first_player = { kind = "tunnel", rank = { tunnel = 1, beer = 6 } },
  },

  kinds = {
    kind "tunnel" {
      count = 200,
      faces = { { "1", tunnel = 1 }, { "2", tunnel = 2 }, { "3", tunnel = 3 }, { "4", tunnel = 4 }, { "5", tunnel = 5 },
                { "beer", beer = 1 } },
    },
    kind "hazard" {
      count = 200,
      faces = { { "cave-in", cave_in = 1 }, { "2 cave-ins", cave_in = 2 }, { "dragon", dragon = 1 }, { "dragon", dragon = 1 },
                { "2 dragons", dragon = 2 }, { "beer", beer = 1 } },
    },
    kind "tool" {
      count = 200,
      faces = { { "pickaxe", pickaxe = 1 }, { "pickaxe", pickaxe = 1 }, { "shield", shield = 1 }, { "shield", shield = 1 },
                { "chest", chest = 1 }, { "beer", beer = 1 } },
    },
    kind "treasure" {
      count = 200,
      faces = { { "3 gems", gem = 3 }, { "2 gems", gem = 2 }, { "1 gem", gem = 1 }, { "1 gem", gem = 1 }, { "1 gem", gem = 1 },
                { "beer", beer = 1 } },
    },
    kind "magic" {
      count = 200,
      faces = { { "1", magic = 1 }, { "1", magic = 1 }, { "2", magic = 2 }, { "2", magic = 2 }, { "3", magic = 3 },
                { "beer", beer = 1 } },
    },
  },
}
