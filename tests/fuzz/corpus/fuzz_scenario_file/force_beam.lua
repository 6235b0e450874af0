-- Force Beam (AvX 27, basic action): "Deal 1 damage to every character. *: 2 damage to every
-- character instead. **: 1 damage to each player and 2 damage to every character instead."

local function table_for(face)
  return {
    edition = "avx2014",
    players = {
      { life = 10, cards = { { "Human Torch: Playing with Fire", 2 } } },
      { life = 10, cards = { { "Beast: Mutate #666", 2 } } },
    },
    basic_actions = { "Force Beam" },
    setup = {
      { "Force Beam 1", "reserve", face, owner = 1 },
      { "P1 Human Torch: Playing with Fire 1", "field", "level 2" },  -- 1/3/3
      { "P1 Sidekick 1", "field", "character" },                       -- 0/1/1
      { "P2 Beast: Mutate #666 1", "field", "level 1" },              -- 0/1/2*
      { "P2 Beast: Mutate #666 2", "field", "level 3" },              -- 1/2/4
    },
    turn = { player = 1, step = "main" },
  }
end

local function scenario_for(name, face, steps)
  local t = table_for(face)
  t.steps = steps
  scenario(name)(t)
end

scenario_for("Force Beam without a burst: 1 damage to every character, both sides", "action", {
  use "Force Beam 1",
  expect {
    damage = { ["P1 Human Torch: Playing with Fire 1"] = 1, ["P2 Beast: Mutate #666 1"] = 1, ["P2 Beast: Mutate #666 2"] = 1 },
    zone = { ["P1 Sidekick 1"] = "prep", ["Force Beam 1"] = "used" },
    life = { 10, 10 },
  },
  log_has { type = "ability", card = "Force Beam", text = "Deal 1 damage to every character." },
})

scenario_for("Force Beam with a burst: 2 damage to every character instead", "action*", {
  use "Force Beam 1",
  expect {
    damage = { ["P1 Human Torch: Playing with Fire 1"] = 2, ["P2 Beast: Mutate #666 2"] = 2 },
    zone = { ["P1 Sidekick 1"] = "prep", ["P2 Beast: Mutate #666 1"] = "prep" },
    life = { 10, 10 },
  },
  log_has { type = "damage", target = "P2 Beast: Mutate #666 1", amount = 2 },
  log_lacks { type = "damage", amount = 1 },
})

scenario_for("Force Beam with a double burst: 1 damage to each player and 2 to every character", "action**", {
  use "Force Beam 1",
  expect {
    damage = { ["P1 Human Torch: Playing with Fire 1"] = 2, ["P2 Beast: Mutate #666 2"] = 2 },
    zone = { ["P1 Sidekick 1"] = "prep", ["P2 Beast: Mutate #666 1"] = "prep" },
    life = { 9, 9 },
  },
  log_has { type = "ability", card = "Force Beam", times = 1 },
})

scenario_for("Force Beam on a generic face is energy, not an action", "2", {
  expect { cannot = { use "Force Beam 1" } },
})
