-- The Sidekick die: no card, always level 1, one face of every energy type and a wild.
return {
  set = "base", id = "sidekick", title = "Sidekick", type = "sidekick", rarity = "none",
  faces = { "0/1/1", "bolt", "shield", "fist", "mask", "?" },
  text = "One character face (fielding 0, A1, D1); bolt, shield, fist and mask faces; a wild face.",
}
