-- One ability's keys answered by __index.
-- expect: refused ".abilities[1] has a metatable"
return {
  set = "hostile", number = 1, title = "card_meta_ability", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    setmetatable({}, { __index = function(_, k) if k == "on" then return "used" end end }),
  },
}
