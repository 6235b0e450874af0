-- A target spec read through a failing __index.
-- expect: refused ".targets[1] has a metatable"
return {
  set = "hostile", number = 1, title = "card_meta_target_spec", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", targets = { setmetatable({}, { __index = function() error("spec") end }) }, effect = function() end },
  },
}
