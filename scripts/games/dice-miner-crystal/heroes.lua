-- Crystal Caves' hero, added to the game's six: the Geologist shows two crystals and a pickaxe.
return {
  hero "Geologist" { { "crystal", "2 crystals" }, { "tool", "pickaxe" } },
}
