return scenario "names that don't exist" {
  edition = "asm2015",
  players = {
    { life = 10, cards = { { "Nobody: Nowhere", 2 } } },
    { life = 99, cards = { { "Drax: Pained", -1 } } },
  },
  setup = { { "P3 Sidekick 9", "moon", "level 7" } },
  turn = { player = 5, step = "lunch" },
  steps = { field "P1 Nobody 1", expect { life = { "x" } }, done },
}
