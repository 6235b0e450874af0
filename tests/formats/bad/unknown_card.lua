return { edition = "asm2015", teams = { { cards = { { "Drax: The Lost One", 1 } } }, { cards = {} } } }
