return { edition = "asm2099", teams = { { cards = {} }, { cards = {} } } }
