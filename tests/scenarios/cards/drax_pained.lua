-- Drax: Pained (ASM 6): "You may pay 1 life to field Drax for free."

scenario "Drax: Pained is fielded for 1 life instead of energy" {
  players = { { life = 10, cards = { { "Drax: Pained", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Drax: Pained 1", "reserve", "level 3" },  -- 3/4/6
    { "P1 Sidekick 1", "reserve", "shield" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    -- One energy can't pay fielding cost 3, but the life can.
    expect { cannot = { field "P1 Drax: Pained 1" }, can = { field_alt "P1 Drax: Pained 1" } },
    field_alt "P1 Drax: Pained 1",
    expect {
      life = { 9, 10 },
      zone = { ["P1 Drax: Pained 1"] = "field", ["P1 Sidekick 1"] = "reserve" },
      level = { ["P1 Drax: Pained 1"] = 3 },
    },
    log_has { type = "field", die = "P1 Drax: Pained 1" },
  },
}

scenario "Drax: Pained may still be fielded the usual way" {
  players = { { life = 10, cards = { { "Drax: Pained", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Drax: Pained 1", "reserve", "level 1" },  -- 1/2/4
    { "P1 Sidekick 1", "reserve", "shield" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Drax: Pained 1",
    pay(),
    expect { life = { 10, 10 }, zone = { ["P1 Drax: Pained 1"] = "field", ["P1 Sidekick 1"] = "out_of_play" } },
  },
}

scenario "Drax: Pained can't be fielded with a player's last life (paid life never reaches 0)" {
  players = { { life = 1, cards = { { "Drax: Pained", 2 } } }, { life = 10 } },
  life = 10,
  setup = { { "P1 Drax: Pained 1", "reserve", "level 2" } },
  turn = { player = 1, step = "main" },
  steps = {
    expect { cannot = { field_alt "P1 Drax: Pained 1" } },
  },
}

scenario "Drax: Pained, two dice, two lives: the rulebook's free fielding needs no Drax in the field" {
  players = { { life = 10, cards = { { "Drax: Pained", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Drax: Pained 1", "reserve", "level 1" },
    { "P1 Drax: Pained 2", "reserve", "level 2" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field_alt "P1 Drax: Pained 1",
    field_alt "P1 Drax: Pained 2",
    expect { life = { 8, 10 }, zone = { ["P1 Drax: Pained 1-2"] = "field" } },
  },
}
