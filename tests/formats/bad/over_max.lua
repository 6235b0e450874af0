return { edition = "asm2015", life = 20,
  teams = { { cards = { { "Drax: Pained", 5 } } }, { cards = {} } } }
