-- Dice Miner at the size the format allows: ten rounds, a mountain of 189 dice and 1000 dice in
-- the bag (dice.lua, mountain.lua here; the heroes and scoring are the game's own), so that a
-- game is long and its troves large: the play-speed test in tests/miner/test_long_game.cpp.
return {
  game = "dice-miner",
  name = "long",
  description = "Dice Miner, ten rounds on a mountain of 189 dice",
  players = 2,
  rounds = 10,
  dice = "./dice.lua",
  mountain = "./mountain.lua",
}
