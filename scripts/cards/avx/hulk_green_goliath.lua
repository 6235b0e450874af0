local function smash(n)
  return function(g, self)
    for _, d in ipairs(g.characters(g.opponent(self.player))) do g.damage(d, n) end
  end
end
local function opposing(g, self) return g.characters(g.opponent(self.player)) end

return {
  set = "avx", number = 77, title = "Hulk", subtitle = "Green Goliath",
  type = "character", cost = 6, energy = "fist", affiliations = { "Avengers" }, max = 5, rarity = "uncommon",
  faces = { "fist", "fist fist", "fist fist", "1/6/5*", "2/7/7*", "3/8/8" },
  text = "While Hulk is active, when you or Hulk take damage, Hulk deals 2 damage to each opposing "
      .. "character. *: 3 damage instead.",
  abilities = {
    { on = "owner_damaged", while_active = true, text = "2 damage to each opposing character.",
      affects = opposing, effect = smash(2) },
    { on = "owner_damaged", while_active = true, burst = 1, instead = true, text = "3 damage instead.",
      affects = opposing, effect = smash(3) },
  },
}
