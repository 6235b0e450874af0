-- A table key with a metatable inside an ability.
-- expect: refused "has a metatable"
return {
  set = "hostile", number = 1, title = "card_meta_key", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function() end, [setmetatable({}, {})] = 1 },
  },
}
