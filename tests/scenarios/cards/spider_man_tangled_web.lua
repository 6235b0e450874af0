-- Spider-Man: Tangled Web (ASM 17; the die's stats are placeholders): "When Spider-Man attacks,
-- he gets +2A until end of turn. *: instead, each of your attacking Spidey Friends gets +2A.
-- Global: pay 1 bolt: target character gains the Spidey Friends affiliation until end of turn."

scenario "Spider-Man: Tangled Web attacks: +2A for himself" {
  players = {
    { life = 10, cards = { { "Spider-Man: Tangled Web", 2 }, { "Spider-Woman: Secret Avenger", 2 } } },
    { life = 10 },
  },
  setup = {
    { "P1 Spider-Man: Tangled Web 1", "field", "level 2" },        -- 1/4/3
    { "P1 Spider-Woman: Secret Avenger 1", "field", "level 1" },   -- 1/2/4
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Spider-Man: Tangled Web 1", "P1 Spider-Woman: Secret Avenger 1" },
    expect {
      attack = { ["P1 Spider-Man: Tangled Web 1"] = 6, ["P1 Spider-Woman: Secret Avenger 1"] = 2 },
      decision = { kind = "blockers", player = 2 },
    },
  },
}

scenario "Spider-Man: Tangled Web on his burst: every attacking Spidey Friend gets +2A instead" {
  players = {
    { life = 10, cards = { { "Spider-Man: Tangled Web", 2 }, { "Spider-Woman: Secret Avenger", 2 } } },
    { life = 10 },
  },
  setup = {
    { "P1 Spider-Man: Tangled Web 1", "field", "level 1" },        -- 1/3/3*
    { "P1 Spider-Woman: Secret Avenger 1", "field", "level 1" },   -- 1/2/4, Spidey Friends
    { "P1 Spider-Woman: Secret Avenger 2", "field", "level 1" },   -- stays home
    { "P1 Sidekick 1", "field", "character" },                      -- not a Spidey Friend
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Spider-Man: Tangled Web 1", "P1 Spider-Woman: Secret Avenger 1", "P1 Sidekick 1" },
    expect {
      attack = {
        ["P1 Spider-Man: Tangled Web 1"] = 5,
        ["P1 Spider-Woman: Secret Avenger 1"] = 4,
        ["P1 Spider-Woman: Secret Avenger 2"] = 2,
        ["P1 Sidekick 1"] = 1,
      },
    },
    log_has { type = "ability", card = "Spider-Man: Tangled Web", times = 1 },
  },
}

scenario "Spider-Man: Tangled Web's global makes a Sidekick a Spidey Friend for his burst" {
  players = {
    { life = 10, cards = { { "Spider-Man: Tangled Web", 2 } } },
    { life = 10 },
  },
  setup = {
    { "P1 Spider-Man: Tangled Web 1", "field", "level 1" },
    { "P1 Sidekick 1", "field", "character" },
    { "P1 Sidekick 2", "reserve", "bolt" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    global "Spider-Man: Tangled Web",
    target "P1 Sidekick 1",
    pay(),
    expect { affiliation = { ["P1 Sidekick 1"] = "Spidey Friends" } },
    done,
    attack { "P1 Spider-Man: Tangled Web 1", "P1 Sidekick 1" },
    expect { attack = { ["P1 Spider-Man: Tangled Web 1"] = 5, ["P1 Sidekick 1"] = 3 } },
  },
}

scenario "Spider-Man: Tangled Web's global is open to the opponent, on either side" {
  players = {
    { life = 10 },
    { life = 10, cards = { { "Spider-Man: Tangled Web", 2 } } },
  },
  setup = {
    { "P1 Sidekick 1", "reserve", "bolt" },
    { "P1 Sidekick 2", "reserve", "character" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    -- A global on P2's card, used by P1 on P2's character.
    global "Spider-Man: Tangled Web",
    expect { can = { target "P2 Sidekick 1" } },
    target "P2 Sidekick 1",
    pay(),
    expect { affiliation = { ["P2 Sidekick 1"] = "Spidey Friends" }, zone = { ["P1 Sidekick 1"] = "out_of_play" } },
  },
}
