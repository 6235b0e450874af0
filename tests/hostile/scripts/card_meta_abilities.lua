-- An abilities list that is all metamethods.
-- expect: refused ".abilities has a metatable"
return {
  set = "hostile", number = 1, title = "Meta Abilities", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = setmetatable({}, { __index = function() error("abilities") end, __len = function() return 3 end }),
}
