-- Back for Seconds! (ASM 26, basic action): "Underdog: field a character die from your Used
-- Pile at level 3 (its highest level if lower)." Underdog: fewer characters fielded than the
-- opponent.

scenario "Back for Seconds! as the Underdog: a used character comes back at level 3" {
  players = { { life = 10, cards = { { "Drax: Pained", 2 } } }, { life = 10 } },
  basic_actions = { "Back for Seconds!" },
  setup = {
    { "Back for Seconds! 1", "reserve", "action", owner = 1 },
    { "P1 Drax: Pained 1", "used" },
    { "P1 Sidekick 1", "used" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Back for Seconds! 1",
    expect { can = { target "P1 Drax: Pained 1", target "P1 Sidekick 1" } },
    target "P1 Drax: Pained 1",
    expect {
      zone = { ["P1 Drax: Pained 1"] = "field", ["Back for Seconds! 1"] = "out_of_play" },
      level = { ["P1 Drax: Pained 1"] = 3 },
      attack = { ["P1 Drax: Pained 1"] = 4 },
    },
    log_has { type = "field", die = "P1 Drax: Pained 1" },
  },
}

scenario "Back for Seconds! fields a Sidekick at its only level" {
  players = { { life = 10 }, { life = 10 } },
  basic_actions = { "Back for Seconds!" },
  setup = {
    { "Back for Seconds! 1", "reserve", "action", owner = 1 },
    { "P1 Sidekick 1", "used" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Back for Seconds! 1",
    target "P1 Sidekick 1",
    expect { zone = { ["P1 Sidekick 1"] = "field" }, face = { ["P1 Sidekick 1"] = "character" } },
  },
}

scenario "Back for Seconds! does nothing when its user is not the Underdog" {
  players = { { life = 10, cards = { { "Drax: Pained", 2 } } }, { life = 10 } },
  basic_actions = { "Back for Seconds!" },
  setup = {
    { "Back for Seconds! 1", "reserve", "action", owner = 1 },
    { "P1 Drax: Pained 1", "used" },
    { "P1 Sidekick 2", "field", "character" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Back for Seconds! 1",
    -- One character each: no Underdog, no target asked, the die is spent all the same.
    expect { decision = "main", zone = { ["P1 Drax: Pained 1"] = "used", ["Back for Seconds! 1"] = "out_of_play" } },
    log_lacks { type = "ability", card = "Back for Seconds!" },
  },
}

scenario "Back for Seconds! only looks in its user's Used Pile" {
  players = { { life = 10 }, { life = 10 } },
  basic_actions = { "Back for Seconds!" },
  setup = {
    { "Back for Seconds! 1", "reserve", "action", owner = 1 },
    { "P1 Sidekick 1", "used" },
    { "P2 Sidekick 2", "used" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Back for Seconds! 1",
    expect { cannot = { target "P2 Sidekick 2" }, can = { target "P1 Sidekick 1" } },
    target "P1 Sidekick 1",
  },
}
