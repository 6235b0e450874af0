-- Betrayal (ASM 27, basic action): "Deal 1 damage to target opponent for each character in
-- their Field Zone. **: if this dealt 2 or more damage, move this die to your Prep Area."

local function betrayal(name, face, p2_characters, steps)
  local setup = { { "Betrayal 1", "reserve", face, owner = 1 } }
  if p2_characters > 0 then
    setup[#setup + 1] = { "P2 Sidekick 1-" .. p2_characters, "field", "character" }
  end
  scenario(name) {
    players = { { life = 10 }, { life = 10 } },
    basic_actions = { "Betrayal" },
    setup = setup,
    turn = { player = 1, step = "main" },
    steps = steps,
  }
end

betrayal("Betrayal: 1 damage to the opponent for each of their characters", "action", 3, {
  use "Betrayal 1",
  target "P2",
  expect { life = { 10, 7 }, zone = { ["Betrayal 1"] = "out_of_play" } },
})

betrayal("Betrayal with a double burst, 2 or more damage: the die goes back to the Prep Area", "action**", 2, {
  use "Betrayal 1",
  target "P2",
  expect { life = { 10, 8 }, zone = { ["Betrayal 1"] = "prep" } },
  log_has { type = "ability", card = "Betrayal", times = 1 },
  done,
  -- Still there at the end of the turn: it is rolled again on P1's next turn.
  expect { zone = { ["Betrayal 1"] = "prep" }, turn = { player = 2 } },
})

betrayal("Betrayal with a double burst, only 1 damage: the die stays spent", "action**", 1, {
  use "Betrayal 1",
  target "P2",
  expect { life = { 10, 9 }, zone = { ["Betrayal 1"] = "out_of_play" } },
})

betrayal("Betrayal with a single burst: no return to the Prep Area", "action*", 3, {
  use "Betrayal 1",
  target "P2",
  expect { life = { 10, 7 }, zone = { ["Betrayal 1"] = "out_of_play" } },
})

betrayal("Betrayal against an empty field deals nothing", "action**", 0, {
  use "Betrayal 1",
  target "P2",
  expect { life = { 10, 10 }, zone = { ["Betrayal 1"] = "out_of_play" } },
  log_lacks { type = "damage" },
})
