-- Clear and Draw: a player who can't draw four dice, even after refilling the bag from an
-- empty Used Pile, loses 1 life and gains 1 generic energy for each die missing.

for _, edition in ipairs { "asm2015", "avx2014" } do
  scenario("shortfall: two dice short, two life and two generic energy (" .. edition .. ")") {
    edition = edition,
    players = { { life = 10 }, { life = 10 } },
    basic_actions = { "Force Beam" },
    setup = {
      -- Six Sidekicks in the field, two in the bag, nothing in the Used Pile.
      { "P1 Sidekick 3-8", "field", "character" },
    },
    turn = { player = 1, step = "start" },
    rolls = { { "P1 Sidekick 1", "fist" }, { "P1 Sidekick 2", "bolt" } },
    steps = {
      expect {
        life = { 8, 10 },
        generic_energy = { 2, 0 },
        count = { P1 = { prep = 2, bag = 0, used = 0 } },
        decision = { kind = "reroll", player = 1 },
      },
      log_has { type = "shortfall", player = 1, missing = 2 },
      -- avx2014 words the loss as damage to the player; asm2015 as losing life.
      edition == "avx2014" and log_has { type = "damage", target = "P1", amount = 2 }
                            or log_has { type = "life", player = 1, change = -2 },
      reroll {},
      -- The two generic energy spend like energy from dice: with the fist they buy a Force Beam.
      buy "Force Beam",
      pay { "bonus", "P1 Sidekick 1" },
      -- The spent fist goes Out of Play in asm2015, to the Used Pile in avx2014.
      expect {
        generic_energy = { 0, 0 },
        count = { P1 = { reserve = 1, used = edition == "asm2015" and 1 or 2, out_of_play = edition == "asm2015" and 1 or 0 } },
      },
    },
  }
end

scenario "no shortfall when the Used Pile refills the bag" {
  players = { { life = 10 }, { life = 10 } },
  setup = {
    { "P1 Sidekick 1-2", "bag" },
    { "P1 Sidekick 3-4", "used" },
    { "P1 Sidekick 5-8", "field", "character" },
  },
  turn = { player = 1, step = "start" },
  steps = {
    expect { life = { 10, 10 }, generic_energy = { 0, 0 }, count = { P1 = { prep = 4 } } },
    log_lacks { type = "shortfall" },
  },
}
