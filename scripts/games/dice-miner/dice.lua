-- Dice Miner's dice (rulebook, "Componentes"; the facts in shared/DICE-MINER.md): 60 dice in
-- the bag, six faces each, every kind with a beer face. A face is { "name", symbol = count }:
-- its name is how keys, logs and scenarios write it ("tunnel 3", "hazard 2 dragons").
--
-- What the rules act on is declared in `roles`: the symbol that lets a player share beer,
-- the symbol whose count is rerolls, the symbol whose count keeps dice through the recovery,
-- the kinds magic may not reroll, and the kind each player rolls for the first player with
-- how its faces rank. The scoring rules (scoring.lua) read the other symbols.
--
-- Engine assumptions (the rulebook's pictures are lost; docs/dice-miner.md lists them all),
-- each changed here and nowhere else:
--   * hazard faces: cave-in, 2 cave-ins, dragon, dragon, 2 dragons, beer (3 cave-ins and 4
--     dragons a die: more dragons than cave-ins, as the game has);
--   * tool faces: pickaxe, pickaxe, shield, shield, chest, beer (the double chest is printed
--     only on the Treasurer, heroes.lua);
--   * magic faces: 1, 1, 2, 2, 3 magic symbols, beer.
-- Tunnel (1 to 5, beer) and treasure (3, 2, 1, 1, 1 gems, beer) faces are the game's own.

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
      count = 27,
      faces = { { "1", tunnel = 1 }, { "2", tunnel = 2 }, { "3", tunnel = 3 }, { "4", tunnel = 4 }, { "5", tunnel = 5 },
                { "beer", beer = 1 } },
    },
    kind "hazard" {
      count = 10,
      faces = { { "cave-in", cave_in = 1 }, { "2 cave-ins", cave_in = 2 }, { "dragon", dragon = 1 }, { "dragon", dragon = 1 },
                { "2 dragons", dragon = 2 }, { "beer", beer = 1 } },
    },
    kind "tool" {
      count = 7,
      faces = { { "pickaxe", pickaxe = 1 }, { "pickaxe", pickaxe = 1 }, { "shield", shield = 1 }, { "shield", shield = 1 },
                { "chest", chest = 1 }, { "beer", beer = 1 } },
    },
    kind "treasure" {
      count = 8,
      faces = { { "3 gems", gem = 3 }, { "2 gems", gem = 2 }, { "1 gem", gem = 1 }, { "1 gem", gem = 1 }, { "1 gem", gem = 1 },
                { "beer", beer = 1 } },
    },
    kind "magic" {
      count = 8,
      faces = { { "1", magic = 1 }, { "1", magic = 1 }, { "2", magic = 2 }, { "2", magic = 2 }, { "3", magic = 3 },
                { "beer", beer = 1 } },
    },
  },
}
