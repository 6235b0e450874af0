-- Dice Miner's six heroes (rulebook, "Héroes"; shared/DICE-MINER.md). Each shows die faces a
-- player uses and scores as dice of their trove, once a round; they are never rerolled, not
-- by magic nor between rounds. A face names a die kind and one of its faces (dice.lua), or
-- gives symbols of its own: the Treasurer's double chest is on no die.
return {
  hero "Alchemist" { { "magic", "1" }, { "magic", "1" }, { "magic", "1" } },
  hero "Dragon Slayer" { { "tool", "shield" }, { "magic", "1" } },
  hero "Engineer" { { "tunnel", "2" }, { "tool", "pickaxe" } },
  hero "Prospector" { { "treasure", "1 gem" }, { "tool", "pickaxe" } },
  hero "Surveyor" { { "tunnel", "1" }, { "magic", "1" } },
  hero "Treasurer" { { "treasure", "1 gem" }, { "tool", "double chest", chest = 2 } },
}
