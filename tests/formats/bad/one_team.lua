return { edition = "asm2015", teams = { { cards = {} } } }
