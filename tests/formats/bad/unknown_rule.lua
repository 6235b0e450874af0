return { edition = "asm2015", team = { unique_title = true }, teams = { { cards = {} }, { cards = {} } } }
