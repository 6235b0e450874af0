-- Dice Miner (Atlas Games, 2019; the Spanish "Guía para mineros"): 2 to 4 players take dice
-- from a mountain into their troves, share beer to dig deeper, spend magic to reroll, and
-- score tunnels, treasure and hazards over three rounds (docs/dice-miner.md).
local players = option("players", 2, { min = 2, max = 4, text = "players at the table" })

return {
  game = "dice-miner",
  name = "dice-miner",
  description = "Dice Miner: take dice from the mountain, share beer, spend magic; tunnels, treasure and hazards score over three rounds.",
  players = players,
  -- dice.lua, heroes.lua, mountain.lua and scoring.lua of this folder (in the data folder).
  content = "games/dice-miner",
}
