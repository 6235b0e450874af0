-- "Usually Character Dice need to be fielded or in the Field Zone to use their game text"
-- (ASM rulebook, "Free to Field Characters"). A character card's triggered text acts only
-- while a die of it is in the Field Zone; globals act from anywhere.

scenario "Human Torch: Playing with Fire: no Torch in the field, fielding a Sidekick triggers nothing" {
  edition = "avx2014",
  players = { { life = 10, cards = { { "Human Torch: Playing with Fire", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Human Torch: Playing with Fire 1", "prep" },
    { "P1 Sidekick 1", "reserve", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Sidekick 1",
    log_lacks { type = "ability", card = "Human Torch: Playing with Fire" },
    expect { zone = { ["P1 Sidekick 1"] = "field" }, decision = { kind = "main", player = 1 } },
  },
}

scenario "Human Torch: Playing with Fire: with a Torch in the field, the same fielding triggers it" {
  edition = "avx2014",
  players = { { life = 10, cards = { { "Human Torch: Playing with Fire", 2 } } }, { life = 10 } },
  setup = {
    { "P1 Human Torch: Playing with Fire 1", "field", "level 1" },  -- 0/2/2
    { "P1 Sidekick 1", "reserve", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Sidekick 1",
    log_has { type = "ability", card = "Human Torch: Playing with Fire", times = 1 },
    expect { attack = { ["P1 Human Torch: Playing with Fire 1"] = 3 } },
  },
}
