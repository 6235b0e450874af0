-- A life cost that wraps to 0 when cut to 32 bits.
-- expect: refused "field 'life' is 4294967296"
return {
  set = "hostile", number = 1, title = "card_ability_cost_life", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { global = true, cost = { life = 1 << 32 }, effect = function() end },
  },
}
