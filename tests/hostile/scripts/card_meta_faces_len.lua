-- A __len on faces that loops forever.
-- expect: refused ".faces has a metatable"
return {
  set = "hostile", number = 1, title = "card_meta_faces_len", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1" },
  faces = setmetatable({ "0/1/1" }, { __len = function() while true do end end }),
  abilities = {

  },
}
