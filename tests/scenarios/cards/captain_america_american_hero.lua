-- Captain America: American Hero (AvX 4): "When fielded, you may roll one Sidekick die from
-- your Used Pile into your Reserve Pool (not one spent to field him)." Under avx2014 the
-- energy spent on your turn goes straight to the Used Pile, which is where the exception bites.

local function table_with_spent_sidekick()
  return {
    edition = "avx2014",
    players = { { life = 10, cards = { { "Captain America: American Hero", 2 } } }, { life = 10 } },
    setup = {
      { "P1 Captain America: American Hero 1", "reserve", "level 1" },  -- fielding cost 1
      { "P1 Sidekick 1", "reserve", "fist" },
      { "P1 Sidekick 2", "used" },
    },
    turn = { player = 1, step = "main" },
  }
end

local function with_steps(t, steps)
  t.steps = steps
  return t
end

scenario "Captain America: American Hero rolls a used Sidekick, but not the one spent to field him" (
  with_steps(table_with_spent_sidekick(), {
    field "P1 Captain America: American Hero 1",
    pay { "P1 Sidekick 1" },
    expect { zone = { ["P1 Sidekick 1"] = "used" }, decision = { kind = "yes_no", player = 1 } },
    yes,
    expect {
      can = { target "P1 Sidekick 2" },
      cannot = { target "P1 Sidekick 1" },
    },
    roll { { "P1 Sidekick 2", "mask" } },
    target "P1 Sidekick 2",
    expect {
      zone = { ["P1 Sidekick 2"] = "reserve", ["P1 Sidekick 1"] = "used", ["P1 Captain America: American Hero 1"] = "field" },
      face = { ["P1 Sidekick 2"] = "mask" },
    },
  }))

scenario "Captain America: American Hero's roll may come up a character, still in the Reserve Pool" (
  with_steps(table_with_spent_sidekick(), {
    field "P1 Captain America: American Hero 1",
    pay { "P1 Sidekick 1" },
    yes,
    roll { { "P1 Sidekick 2", "character" } },
    target "P1 Sidekick 2",
    expect { zone = { ["P1 Sidekick 2"] = "reserve" }, face = { ["P1 Sidekick 2"] = "character" } },
    -- A Sidekick character costs nothing to field.
    field "P1 Sidekick 2",
    expect { zone = { ["P1 Sidekick 2"] = "field" } },
  }))

scenario "Captain America: American Hero's roll is optional" (
  with_steps(table_with_spent_sidekick(), {
    field "P1 Captain America: American Hero 1",
    pay { "P1 Sidekick 1" },
    no,
    expect { zone = { ["P1 Sidekick 2"] = "used" }, decision = "main" },
  }))

scenario "Captain America: American Hero with only the spent Sidekick used: nothing to roll" {
  edition = "avx2014",
  players = { { life = 10, cards = { { "Captain America: American Hero", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Captain America: American Hero 1", "reserve", "level 1" },
    { "P1 Sidekick 1", "reserve", "fist" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Captain America: American Hero 1",
    pay(),
    yes,
    expect { decision = "main", zone = { ["P1 Sidekick 1"] = "used" }, count = { P1 = { reserve = 0 } } },
  },
}
