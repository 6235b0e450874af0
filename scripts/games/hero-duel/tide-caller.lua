-- Tide Caller: a hero of the hero duel (docs/hero-duel.md). Slippery and patient: Agility
-- halves an attack, Undertow drags at the opponent every upkeep.
return hero "Tide Caller" {
  symbols = { "wave", "shell", "moon" },
  faces = { { 1, "wave" }, { 2, "wave" }, { 3, "shell" }, { 4, "shell" }, { 5, "moon" }, { 6, "moon" } },

  statuses = {
    -- Consumable: spent by its owner when attacked; prevents half the damage, rounded up.
    status "Agility" { stack = 2, spend = { prevent_part = { 1, 2 } } },
    -- Persistent: at its holder's upkeep, 1 collateral damage per token.
    status "Undertow" { stack = 2, persistent = true, upkeep = { self_damage = 1 } },
  },

  abilities = {
    ability "Riptide" { needs = { kind = 3 }, damage = 4, gain = "Agility",
                        level2 = { damage = 6, gain = "Agility" },
                        level3 = { damage = 7, gain = { "Agility", 2 } } },
    ability "Crashing Wave" { needs = { kind = 4 }, damage = 6, kind = "undefendable" },
    ability "Tidal Pull" { needs = { small_straight = true }, damage = 5, kind = "pure", steal_cp = 1 },
    -- The second wave is dealt after the pause, as its own instance.
    ability "Whirlpool" { needs = { large_straight = true }, damage = 6, inflict = "Undertow", after = { damage = 2, kind = "isolated" } },
    ability "Spray" { needs = { symbol = "shell", count = 3 }, collateral = 2, cp = 1, inflict = "Undertow" },
    ability "Moon Tide" { needs = { symbol = "moon", count = 3 }, damage = 3, heal = 2 },
    ability "Leviathan" { needs = { kind = 5 }, damage = 10, kind = "ultimate", gain = { "Agility", 2 } },
  },

  defence = defence "Tidewall" { dice = 3, prevent = { shell = 2, wave = 1 }, reflect = { moon = 1 } },

  cards = {
    card "Swell" { timing = "roll", cost = 1, copies = 3, add = 2 },
    card "Surge" { timing = "roll", cost = 2, copies = 1, scale = { 3, 2 } },
    card "Brace" { timing = "instant", cost = 1, copies = 2, prevent = 3 },
    card "Buh Bye" { timing = "instant", cost = 1, copies = 2, remove = 1 },
    card "Mend" { timing = "main", cost = 2, copies = 2, heal = 4 },
    card "Salvage" { timing = "main", cost = 0, copies = 2, cp = 2 },
    card "Fog Bank" { timing = "main", cost = 1, copies = 2, gain = "Agility" },
    card "Spout" { timing = "main", cost = 2, copies = 1, collateral = 2 },
    card "Drag Under" { timing = "main", cost = 2, copies = 1, inflict = "Undertow" },
    card "Low Tide" { timing = "main", cost = 1, copies = 1, draw = 2 },
    card "Deepen" { timing = "upgrade", cost = 2, copies = 1, upgrade = { "Riptide", "II" } },
    card "Undertow Mastery" { timing = "upgrade", cost = 3, copies = 1, upgrade = { "Riptide", "III" } },
  },
}
