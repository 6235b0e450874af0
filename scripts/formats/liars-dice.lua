-- Liar's Dice as OpenSpiel's liars_dice plays it (docs/liars-dice.md): every player rolls a
-- cup of dice in secret, bids in turn on how many dice on the table show a face, and the first
-- to call liar settles it: the bid holds if that many dice show the face (the highest face
-- counting as every face), and whoever was wrong loses the game. Every number is an option.
return {
  game = "liars-dice",
  name = "liars-dice",
  description = "Liar's Dice as OpenSpiel plays it: one cup each, bids in turn, one call of liar decides the game.",
  players = option("players", 2, { min = 2, max = 6, text = "players at the table" }),
  dice = option("dice", 1, { min = 1, max = 5, text = "dice in each player's cup" }),
  sides = option("sides", 6, { min = 2, max = 10, text = "faces of every die, numbered from 1" }),
  wild = option("wild", true, { text = "the highest face counts as every face when a bid is checked" }),
  bidding = option("bidding", "reset-face",
    { text = "what beats a bid: reset-face (more dice, or as many of a higher face) or reset-quantity (a higher face, or more of the same)" }),
  classic = option("classic", false, { text = "a lost challenge costs a die and play goes on until one player holds dice" }),
}
