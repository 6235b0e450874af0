return { edition = "asm2015", life = 20, team = { unique_titles = true },
  teams = { { cards = { { "Drax: Pained", 1 }, { "Drax: Arthur Douglas", 1 } } }, { cards = {} } } }
