-- A targets list whose length is a lie.
-- expect: refused ".targets has a metatable"
return {
  set = "hostile", number = 1, title = "card_meta_targets", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", targets = setmetatable({}, { __len = function() return 1e9 end }), effect = function() end },
  },
}
