-- Rolls outside the Roll and Reroll Step are in the log like any other, so a pinned face is
-- matched to the die that took it. Mender is written here: a Regenerate character.

local mender = [[
set judge "Judge's rulings"

card 1 "Mender" "Knits Back"
  character
  cost 2 shield
  affiliation "Rulings"
  rarity common
  max 4
  faces shield | shield shield | shield shield | 0/1/1 | 1/2/2 | 1/2/3

  regenerate.
]]

scenario "A Regenerate die KO'd in combat is rolled: the pinned character face brings it back" {
  cards = mender,
  players = {
    { life = 10, cards = { "Mender: Knits Back" } },
    { life = 10 },
  },
  setup = {
    { "P1 Mender: Knits Back 1", "field", "level 1" },  -- 0/1/1
    { "P2 Sidekick 1", "field", "character" },           -- 0/1/1
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    roll { { "P1 Mender: Knits Back 1", "level 2" } },
    attack { "P1 Mender: Knits Back 1" },
    block { ["P2 Sidekick 1"] = "P1 Mender: Knits Back 1" },
    expect {
      zone = { ["P1 Mender: Knits Back 1"] = "field", ["P2 Sidekick 1"] = "prep" },
      face = { ["P1 Mender: Knits Back 1"] = "level 2" },
      damage = { ["P1 Mender: Knits Back 1"] = 0 },
    },
    log_has { type = "roll", by = "regenerate", die = "P1 Mender: Knits Back 1", face = "1/2/2" },
    -- No one had an action die or a global to use after blockers: no decision, a log line each.
    log_has { type = "window_skipped", window = "after_blockers", player = 1, times = 1 },
    log_has { type = "window_skipped", window = "after_blockers", player = 2, times = 1 },
  },
}

scenario "A Regenerate die that rolls an energy face goes to the Prep Area" {
  cards = mender,
  players = {
    { life = 10, cards = { "Mender: Knits Back" } },
    { life = 10 },
  },
  setup = {
    { "P1 Mender: Knits Back 1", "field", "level 1" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    roll { { "P1 Mender: Knits Back 1", "shield shield" } },
    attack { "P1 Mender: Knits Back 1" },
    block { ["P2 Sidekick 1"] = "P1 Mender: Knits Back 1" },
    expect { zone = { ["P1 Mender: Knits Back 1"] = "prep", ["P2 Sidekick 1"] = "prep" } },
    log_has { type = "roll", by = "regenerate", player = 1, times = 1 },
  },
}
