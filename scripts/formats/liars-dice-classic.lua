-- The classic game of Liar's Dice (docs/liars-dice.md): five dice a cup, and a lost challenge
-- costs the loser one die instead of the game. Everyone rolls again, the loser opens the next
-- round, and the last player with dice under their cup wins.
return {
  game = "liars-dice",
  name = "liars-dice-classic",
  description = "Classic Liar's Dice: five dice a cup; each lost challenge costs a die, and the last player holding dice wins.",
  players = option("players", 2, { min = 2, max = 6, text = "players at the table" }),
  dice = option("dice", 5, { min = 1, max = 5, text = "dice in each player's cup at the start" }),
  sides = option("sides", 6, { min = 2, max = 10, text = "faces of every die, numbered from 1" }),
  wild = option("wild", true, { text = "the highest face counts as every face when a bid is checked" }),
  bidding = option("bidding", "reset-face",
    { text = "what beats a bid: reset-face (more dice, or as many of a higher face) or reset-quantity (a higher face, or more of the same)" }),
  classic = true,
}
