-- Human Torch: "Flame On!" (AvX 10), its global. ../shared/CARD-DATA.md: "Global: pay 1 bolt
-- when you deal damage with an action die or global ability: +1 damage to one target." It is
-- a reaction: paid as the damage is about to be dealt (players "can use Global Abilities that
-- react to damage or other effects when that happens", ASM rulebook, "Attack Step"), not bought
-- in advance for damage that may never come.

local function torch(setup, steps)
  return {
    edition = "avx2014",
    players = { { life = 10, cards = { { "Human Torch: \"Flame On!\"", 1 } } }, { life = 10 } },
    basic_actions = { "Power Bolt" },
    setup = setup,
    turn = { player = 1, step = "main" },
    steps = steps,
  }
end

scenario "Human Torch: \"Flame On!\": the global is not paid in advance" (torch({
  { "P1 Sidekick 1", "reserve", "bolt" },
  { "Power Bolt 1", "reserve", "action", owner = 1 },
}, {
  -- No damage is being dealt: there is nothing to react to.
  expect { cannot = { global "Human Torch: \"Flame On!\"" } },
  use "Power Bolt 1", target "P2",
  -- Power Bolt's 2 damage is about to be dealt by P1: now P1 may pay.
  expect { decision = { kind = "global_window", player = 1 } },
  global "Human Torch: \"Flame On!\"", pay(),
  expect { life = { 10, 7 }, count = { P1 = { reserve = 0 } } },
  log_has { type = "damage", target = "P2", amount = 3 },
}))

scenario "Human Torch: \"Flame On!\": not paying leaves the damage as it is" (torch({
  { "P1 Sidekick 1", "reserve", "bolt" },
  { "Power Bolt 1", "reserve", "action", owner = 1 },
  { "P2 Sidekick 1", "field", "character" },
}, {
  use "Power Bolt 1", target "P2 Sidekick 1",
  pass,
  expect { zone = { ["P2 Sidekick 1"] = "prep" }, count = { P1 = { reserve = 1 } }, life = { 10, 10 } },
  -- The bolt kept is not spent on later damage either.
  log_lacks { type = "use", player = 1 },
}))

scenario "Human Torch: \"Flame On!\": a character's damage is no occasion for it" (torch({
  { "P1 Human Torch: \"Flame On!\" 1", "field", "level 1" },
  { "P1 Sidekick 1", "reserve", "character" },
  { "P1 Sidekick 2", "reserve", "bolt" },
}, {
  field "P1 Sidekick 1",
  target "P2",
  -- The Torch's own 1 damage (his fielding trigger) comes from a character: no reaction asked.
  expect { life = { 10, 9 }, decision = { kind = "main", player = 1 } },
}))
