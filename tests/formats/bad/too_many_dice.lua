return { edition = "asm2015", team = { max_dice = 3 },
  teams = { { cards = { { "Drax: Pained", 2 }, { "Silver Sable: Wild Pack", 2 } } }, { cards = {} } } }
