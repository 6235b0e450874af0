-- Where the two rulebooks differ. asm2015: energy spent and actions used on your own turn,
-- and unblocked attackers, go Out of Play until the end of the turn; both players at 0 life
-- is a tie. avx2014: no Out of Play zone (straight to the Used Pile); the active player's
-- effects resolve first, so when both reach 0 the active player wins.

for _, edition in ipairs { "asm2015", "avx2014" } do
  local spent = edition == "asm2015" and "out_of_play" or "used"

  scenario("Out of Play: spent energy and used actions (" .. edition .. ")") {
    edition = edition,
    players = { { life = 10 }, { life = 10 } },
    basic_actions = { "Force Beam" },
    setup = {
      { "P1 Sidekick 1-3", "reserve", "fist" },
      { "Force Beam 1", "reserve", "action", owner = 1 },
    },
    turn = { player = 1, step = "main" },
    steps = {
      buy "Force Beam",
      pay(),
      use "Force Beam 1",
      expect {
        zone = { ["P1 Sidekick 1-3"] = spent, ["Force Beam 1"] = spent, ["Force Beam 2"] = "used" },
      },
      done,
      -- At the end of the turn everything Out of Play joins the Used Pile.
      expect { count = { P1 = { used = 5, out_of_play = 0 } }, turn = { player = 2 } },
    },
  }

  scenario("Out of Play: energy spent on the opponent's turn goes to the Used Pile (" .. edition .. ")") {
    edition = edition,
    players = {
      { life = 10, cards = { { "Human Torch: Playing with Fire", 2 } } },
      { life = 10, cards = { { "Spider-Man: Tangled Web", 2 } } },
    },
    setup = {
      { "P1 Human Torch: Playing with Fire 1", "reserve", "level 1" },
      { "P2 Sidekick 1", "reserve", "bolt" },
    },
    turn = { player = 1, step = "main" },
    steps = {
      field "P1 Human Torch: Playing with Fire 1",
      -- After P1's action, P2 may use a global: Spider-Man's, for one bolt.
      global "Spider-Man: Tangled Web",
      target "P1 Human Torch: Playing with Fire 1",
      pay(),
      expect {
        zone = { ["P2 Sidekick 1"] = "used" },
        affiliation = { ["P1 Human Torch: Playing with Fire 1"] = "Spidey Friends" },
        decision = { kind = "main", player = 1 },
      },
    },
  }

  scenario("Out of Play: unblocked attackers, then the Used Pile (" .. edition .. ")") {
    edition = edition,
    players = { { life = 10 }, { life = 10 } },
    setup = { { "P1 Sidekick 1-2", "field", "character" } },
    turn = { player = 1, step = "main" },
    steps = {
      done,
      attack { "P1 Sidekick 1-2" },
      log_has { type = "damage", target = "P2", amount = 1, times = 2 },
      expect { life = { 10, 8 }, zone = { ["P1 Sidekick 1-2"] = "used" }, turn = { player = 2 } },
    },
  }
end

scenario "tie: both players reach 0 together (asm2015)" {
  edition = "asm2015",
  life = 10,
  players = { { life = 1 }, { life = 1 } },
  basic_actions = { "Force Beam" },
  setup = { { "Force Beam 1", "reserve", "action**", owner = 1 } },
  turn = { player = 1, step = "main" },
  steps = {
    use "Force Beam 1",
    expect { over = true, winner = "tie", reason = "tie", life = { 0, 0 } },
  },
}

scenario "tie: both players reach 0 together, the active player wins (avx2014)" {
  edition = "avx2014",
  life = 10,
  players = { { life = 1 }, { life = 1 } },
  basic_actions = { "Force Beam" },
  setup = { { "Force Beam 1", "reserve", "action**", owner = 2 } },
  turn = { player = 2, step = "main" },
  steps = {
    use "Force Beam 1",
    expect { over = true, winner = 2, life = { 0, 0 } },
  },
}

scenario "life: the game ends as soon as a player reaches 0" {
  players = { { life = 10 }, { life = 1 } },
  setup = { { "P1 Sidekick 1", "field", "character" } },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Sidekick 1" },
    expect { over = true, winner = 1, reason = "life", life = { 10, 0 } },
  },
}
