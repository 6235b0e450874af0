-- The Attack Step: several blockers on one attacker, damage dealt all at once, KOs to the
-- owner's Prep Area, survivors back to the field with their damage cleared.

scenario "multiple blockers: the attacker divides its damage as it likes" {
  players = {
    { life = 10, cards = { { "Captain America: American Hero", 2 } } },
    { life = 10 },
  },
  setup = {
    { "P1 Captain America: American Hero 1", "field", "level 3" },  -- 2/5/5
    { "P2 Sidekick 1-2", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Captain America: American Hero 1" },
    block { ["P2 Sidekick 1"] = "P1 Captain America: American Hero 1", ["P2 Sidekick 2"] = "P1 Captain America: American Hero 1" },
    expect { decision = { kind = "assign_damage", player = 1 } },
    -- All five to the first blocker: the second takes none and survives.
    assign { ["P2 Sidekick 1"] = 5, ["P2 Sidekick 2"] = 0 },
    expect {
      zone = {
        ["P2 Sidekick 1"] = "prep",
        ["P2 Sidekick 2"] = "field",
        ["P1 Captain America: American Hero 1"] = "field",
      },
      damage = { ["P1 Captain America: American Hero 1"] = 0, ["P2 Sidekick 2"] = 0 },
      life = { 10, 10 },
      turn = { player = 2 },
    },
    log_has { type = "damage", target = "P1 Captain America: American Hero 1", amount = 1, times = 2 },
  },
}

scenario "multiple blockers: enough to KO each one" {
  players = {
    { life = 10, cards = { { "Captain America: American Hero", 2 } } },
    { life = 10 },
  },
  setup = {
    { "P1 Captain America: American Hero 1", "attack", "level 3" },
    { "P2 Sidekick 1", "attack", "character", blocking = "P1 Captain America: American Hero 1" },
    { "P2 Sidekick 2", "attack", "character", blocking = "P1 Captain America: American Hero 1" },
  },
  turn = { player = 1, step = "damage" },
  steps = {
    assign { ["P2 Sidekick 1"] = 1, ["P2 Sidekick 2"] = 4 },
    expect { zone = { ["P2 Sidekick 1-2"] = "prep", ["P1 Captain America: American Hero 1"] = "field" } },
  },
}

scenario "simultaneous damage: an attacker and its blocker KO each other" {
  players = { { life = 10 }, { life = 10 } },
  setup = {
    { "P1 Sidekick 1", "field", "character" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Sidekick 1" },
    block { ["P2 Sidekick 1"] = "P1 Sidekick 1" },
    expect {
      zone = { ["P1 Sidekick 1"] = "prep", ["P2 Sidekick 1"] = "prep" },
      controller = { ["P1 Sidekick 1"] = 1, ["P2 Sidekick 1"] = 2 },
      life = { 10, 10 },
    },
    log_has { type = "ko", die = "P1 Sidekick 1", player = 1 },
    log_has { type = "ko", die = "P2 Sidekick 1", player = 2 },
  },
}

scenario "blocked attackers deal nothing to the player; damage beyond defense is lost" {
  players = {
    { life = 10, cards = { { "Captain America: American Hero", 2 } } },
    { life = 10 },
  },
  setup = {
    { "P1 Captain America: American Hero 1", "field", "level 3" },
    { "P1 Sidekick 1", "field", "character" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Captain America: American Hero 1", "P1 Sidekick 1" },
    block { ["P2 Sidekick 1"] = "P1 Captain America: American Hero 1" },
    -- Only the unblocked Sidekick's 1 damage reaches the player.
    expect { life = { 10, 9 }, zone = { ["P2 Sidekick 1"] = "prep", ["P1 Sidekick 1"] = "used" } },
    log_has { type = "damage", target = "P2 Sidekick 1", amount = 5 },
  },
}

scenario "no attackers: the turn ends at once" {
  players = { { life = 10 }, { life = 10 } },
  setup = { { "P1 Sidekick 1", "field", "character" } },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack {},
    expect { turn = { player = 2, number = 2 }, zone = { ["P1 Sidekick 1"] = "field" } },
  },
}
