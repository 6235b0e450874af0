-- Inner Rage (AvX 29, basic action): "Two target characters you control get +1A and +1D
-- until end of turn. */**: they get +2A and +2D instead."

local function inner_rage(name, face, bonus)
  scenario(name) {
    edition = "avx2014",
    players = { { life = 10 }, { life = 10 } },
    basic_actions = { "Inner Rage" },
    setup = {
      { "Inner Rage 1", "reserve", face, owner = 1 },
      { "P1 Sidekick 1-3", "field", "character" },
      { "P2 Sidekick 1", "field", "character" },
    },
    turn = { player = 1, step = "main" },
    steps = {
      use "Inner Rage 1",
      -- Only the user's own characters can be chosen.
      expect { cannot = { target "P2 Sidekick 1" }, can = { target "P1 Sidekick 1" } },
      target { "P1 Sidekick 1", "P1 Sidekick 3" },
      expect {
        attack = { ["P1 Sidekick 1"] = 1 + bonus, ["P1 Sidekick 2"] = 1, ["P1 Sidekick 3"] = 1 + bonus, ["P2 Sidekick 1"] = 1 },
        defense = { ["P1 Sidekick 1"] = 1 + bonus, ["P1 Sidekick 2"] = 1, ["P1 Sidekick 3"] = 1 + bonus },
      },
      log_has { type = "ability", card = "Inner Rage", times = 1 },
    },
  }
end

inner_rage("Inner Rage without a burst: +1A/+1D to two of your characters", "action", 1)
inner_rage("Inner Rage with a burst: +2A/+2D instead", "action*", 2)
inner_rage("Inner Rage with a double burst: +2A/+2D instead", "action**", 2)

scenario "Inner Rage may target a single character" {
  edition = "avx2014",
  players = { { life = 10 }, { life = 10 } },
  basic_actions = { "Inner Rage" },
  setup = {
    { "Inner Rage 1", "reserve", "action", owner = 1 },
    { "P1 Sidekick 1-2", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Inner Rage 1",
    target "P1 Sidekick 2",
    done,
    expect { attack = { ["P1 Sidekick 1"] = 1, ["P1 Sidekick 2"] = 2 } },
  },
}

scenario "Inner Rage: the bonus lasts through combat and ends with the turn" {
  edition = "avx2014",
  players = { { life = 10 }, { life = 10 } },
  basic_actions = { "Inner Rage" },
  setup = {
    { "Inner Rage 1", "reserve", "action*", owner = 1 },
    { "P1 Sidekick 1", "field", "character" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Inner Rage 1",
    -- The only character of P1's: no second target to decline.
    target "P1 Sidekick 1",
    done,
    attack { "P1 Sidekick 1" },
    block { ["P2 Sidekick 1"] = "P1 Sidekick 1" },
    -- 3/3 against 1/1: the blocker is KO'd, the attacker survives and returns to the field.
    expect {
      zone = { ["P2 Sidekick 1"] = "prep", ["P1 Sidekick 1"] = "field" },
      attack = { ["P1 Sidekick 1"] = 1 },
      turn = { player = 2 },
    },
  },
}
