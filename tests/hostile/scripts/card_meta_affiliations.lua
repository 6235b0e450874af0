-- Affiliations with a failing __len.
-- expect: refused ".affiliations has a metatable"
return {
  set = "hostile", number = 1, title = "card_meta_affiliations", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  affiliations = setmetatable({}, { __len = function() error("len") end }),
  abilities = {

  },
}
