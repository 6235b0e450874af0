return { edition = "asm2015", teams = { { cards = { { "Betrayal", 1 } } }, { cards = {} } } }
