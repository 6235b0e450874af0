local function ko_one(level_ok)
  return {
    on = "owner_damaged", while_active = true,
    targets = { { kind = "character", side = "opposing", prompt = "choose an opposing character to KO",
                  filter = function(g, self, d) return level_ok(g.level(d)) end } },
    effect = function(g, self, ev, t) g.ko(t[1]) end,
  }
end

local plain = ko_one(function(level) return level == 1 end)
plain.text = "While Hulk is active, when you or Hulk take damage, KO an opposing level 1 character."
local burst = ko_one(function() return true end)
burst.burst = 1
burst.instead = true
burst.text = "KO an opposing character of any level instead."

return {
  set = "avx", number = 9, title = "Hulk", subtitle = "Jade Giant",
  type = "character", cost = 6, energy = "fist", affiliations = { "Avengers" }, max = 4,
  faces = { "fist", "fist fist", "fist fist", "1/6/5*", "2/7/7*", "3/8/8" },
  text = "While Hulk is active, each time you or Hulk take damage, KO one opposing level 1 character. "
      .. "*: any level instead.",
  abilities = { plain, burst },
}
