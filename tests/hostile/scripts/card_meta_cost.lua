-- A cost table whose every field loops.
-- expect: refused ".cost has a metatable"
return {
  set = "hostile", number = 1, title = "card_meta_cost", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { global = true, cost = setmetatable({}, { __index = function() while true do end end }), effect = function() end },
  },
}
