-- Crystal Caves, this engine's own example variant of Dice Miner (not a published expansion):
-- a sixth kind of die (crystal, 6 dice), a seventh hero (the
-- Geologist) and a rule scoring crystals in sets of three. A variant is scripts only: this
-- format names the game's own content and adds the files of its own folder to it.
local players = option("players", 2, { min = 2, max = 4, text = "players at the table" })

return {
  game = "dice-miner",
  name = "dice-miner-crystal",
  description = "Crystal Caves, this engine's own example variant (not a published expansion): Dice Miner with crystal dice that score in sets of three, and the Geologist.",
  players = players,
  content = "games/dice-miner",
  dice = { "games/dice-miner/dice.lua", "games/dice-miner-crystal/dice.lua" },
  heroes = { "games/dice-miner/heroes.lua", "games/dice-miner-crystal/heroes.lua" },
  scoring = { "games/dice-miner/scoring.lua", "games/dice-miner-crystal/scoring.lua" },
}
