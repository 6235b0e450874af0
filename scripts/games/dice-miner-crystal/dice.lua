-- Crystal Caves, a worked variant of Dice Miner (docs/dice-miner.md, "Writing a variant"):
-- a sixth kind of die, crystal, joins the game's 60 in the bag. The format lists this file
-- after the game's own dice.lua, so it adds a symbol and a kind, and changes no role: its
-- beer face can be shared like any other, and magic may reroll it.
return dice {
  symbols = { "crystal" },
  kinds = {
    kind "crystal" {
      count = 6,
      faces = { { "1 crystal", crystal = 1 }, { "1 crystal", crystal = 1 }, { "2 crystals", crystal = 2 },
                { "2 crystals", crystal = 2 }, { "3 crystals", crystal = 3 }, { "beer", beer = 1 } },
    },
  },
}
