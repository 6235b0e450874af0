return { edition = "asm2015", lives = 15, teams = { { cards = {} }, { cards = {} } } }
