-- Ember Warden: a hero of the hero duel (docs/hero-duel.md). Fire that lingers: Burn eats at
-- the opponent every upkeep, Kindle tokens feed the next attack.
return hero "Ember Warden" {
  symbols = { "blade", "flame", "heart" },
  -- The six faces of each of the five dice: a number and a symbol.
  faces = { { 1, "blade" }, { 2, "blade" }, { 3, "blade" }, { 4, "flame" }, { 5, "flame" }, { 6, "heart" } },

  statuses = {
    -- Persistent: stays until removed; at its holder's upkeep, 1 collateral damage per token.
    status "Burn" { stack = 3, persistent = true, upkeep = { self_damage = 1 } },
    -- Consumable: spent by its owner on their own attack for +2 damage.
    status "Kindle" { stack = 2, spend = { add = 2 } },
  },

  abilities = {
    -- Its board prints Level II and III: the upgrade cards below reach them.
    ability "Ember Strike" { needs = { kind = 3 }, damage = 6,
                             level2 = { damage = 8 },
                             level3 = { damage = 9, inflict = "Burn" } },
    ability "Searing Blow" { needs = { kind = 4 }, damage = 7, kind = "undefendable" },
    ability "Cinder Sweep" { needs = { small_straight = true }, damage = 4, kind = "pure", gain = "Kindle" },
    ability "Ash Rain" { needs = { large_straight = true }, damage = 6, isolated = 2, inflict = "Burn" },
    -- A "then": after the hit, a pause for instants, then the fire takes hold.
    ability "Flame Burst" { needs = { symbol = "flame", count = 3 }, damage = 3, after = { inflict = "Burn" } },
    ability "Heart of the Pyre" { needs = { symbol = "heart", count = 2 }, heal = 3, cp = 1, collateral = 1 },
    -- The ultimate: opponents may do nothing until it has resolved.
    ability "Inferno" { needs = { kind = 5 }, damage = 12, kind = "ultimate", inflict = { "Burn", 2 } },
  },

  defence = defence "Smoulder" { dice = 3, prevent = { heart = 2, blade = 1 }, reflect = { flame = 1 } },

  cards = {
    card "Stoke" { timing = "roll", cost = 1, copies = 3, add = 2 },
    card "Wildfire" { timing = "roll", cost = 3, copies = 1, scale = { 2, 1 } },
    card "Douse" { timing = "instant", cost = 1, copies = 2, prevent = 2 },
    card "Snuff Out" { timing = "instant", cost = 1, copies = 2, remove = 1 },
    card "Second Wind" { timing = "main", cost = 2, copies = 2, heal = 4 },
    card "Coin of Ash" { timing = "main", cost = 0, copies = 2, cp = 2 },
    card "Tinder" { timing = "main", cost = 1, copies = 2, gain = "Kindle" },
    card "Scorch" { timing = "main", cost = 2, copies = 1, collateral = 2 },
    card "Pilfer" { timing = "main", cost = 0, copies = 1, steal_cp = 2 },
    card "Quick Study" { timing = "main", cost = 1, copies = 1, draw = 2 },
    card "Hone the Strike" { timing = "upgrade", cost = 2, copies = 1, upgrade = { "Ember Strike", "II" } },
    card "Searing Mastery" { timing = "upgrade", cost = 3, copies = 1, upgrade = { "Ember Strike", "III" } },
  },
}
