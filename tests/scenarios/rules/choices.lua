-- Decisions offer exactly what the rules allow.
--
-- Spinning: "Characters that are already at their highest level cannot be spun up ... Unless
-- specified, a character cannot spin down from level 1 to a non-character face" (ASM rulebook,
-- "Levels and Spinning"). Focus Power's "spin target character up or down" asks which way only
-- when both are possible.
--
-- Overcrush: "When attacking, if this character KO's all of its blockers, it deals any leftover
-- damage to your opponent" (ASM rulebook, lexicon); "el atacante podrá elegir cómo reparte el
-- daño entre los distintos bloqueadores" (AvX rulebook, "Fase de ataque"). The attacking player
-- divides the damage among the blockers; only once each blocker has enough to KO it does the
-- rest go through.

local function focus_table(face, steps)
  return {
    edition = "avx2014",
    players = { { life = 10, cards = { { "Hulk: Jade Giant", 2 } } }, { life = 10 } },
    basic_actions = { "Focus Power" },
    setup = {
      { "Focus Power 1", "reserve", "action", owner = 1 },
      { "P1 Hulk: Jade Giant 1", "field", face },
      { "P1 Sidekick 1", "field", "character" },
    },
    turn = { player = 1, step = "main" },
    steps = steps,
  }
end

scenario "Focus Power: a top-level character can only spin down" (focus_table("level 3", {
  use "Focus Power 1",
  target "P1 Hulk: Jade Giant 1",
  expect { decision = { kind = "main", player = 1 }, level = { ["P1 Hulk: Jade Giant 1"] = 2 } },
}))

scenario "Focus Power: a level 1 character can only spin up" (focus_table("level 1", {
  use "Focus Power 1",
  target "P1 Hulk: Jade Giant 1",
  expect { decision = { kind = "main", player = 1 }, level = { ["P1 Hulk: Jade Giant 1"] = 2 } },
}))

scenario "Focus Power: a level 2 character may spin either way" (focus_table("level 2", {
  use "Focus Power 1",
  target "P1 Hulk: Jade Giant 1",
  expect { decision = { kind = "yes_no", player = 1 } },
  no,
  expect { level = { ["P1 Hulk: Jade Giant 1"] = 1 } },
}))

scenario "Focus Power: a Sidekick can't spin at all: nothing to choose" (focus_table("level 2", {
  use "Focus Power 1",
  target "P1 Sidekick 1",
  expect { decision = { kind = "main", player = 1 }, level = { ["P1 Sidekick 1"] = 1, ["P1 Hulk: Jade Giant 1"] = 2 } },
}))

local function carnage_table(blockers, steps)
  local setup = { { "P1 Carnage: Sinister 1", "field", "level 2" } }  -- 2/5/5, Overcrush
  for _, b in ipairs(blockers) do setup[#setup + 1] = { b, "field", "character" } end
  return {
    edition = "asm2015",
    players = { { life = 10, cards = { { "Carnage: Sinister", 2 } } }, { life = 10 } },
    setup = setup,
    turn = { player = 1, step = "main" },
    steps = steps,
  }
end

scenario "Overcrush: the attacker divides; lethal to each blocker, the rest to the player"
  (carnage_table({ "P2 Sidekick 1", "P2 Sidekick 2" }, {
    done,
    attack { "P1 Carnage: Sinister 1" },
    block { ["P2 Sidekick 1"] = "P1 Carnage: Sinister 1", ["P2 Sidekick 2"] = "P1 Carnage: Sinister 1" },
    -- A Sidekick needs 1 to be KO'd: more would be lost, so 0 or 1 are the choices.
    expect { decision = { kind = "assign_damage", player = 1 }, can = { assign(0), assign(1) }, cannot = { assign(2) } },
    assign { ["P2 Sidekick 1"] = 1, ["P2 Sidekick 2"] = 1 },
    log_has { type = "damage", target = "P2", amount = 3 },
    expect { life = { 10, 7 }, zone = { ["P2 Sidekick 1-2"] = "prep", ["P1 Carnage: Sinister 1"] = "field" } },
  }))

scenario "Overcrush: the attacker may spare a blocker; then nothing goes through"
  (carnage_table({ "P2 Sidekick 1", "P2 Sidekick 2" }, {
    done,
    attack { "P1 Carnage: Sinister 1" },
    block { ["P2 Sidekick 1"] = "P1 Carnage: Sinister 1", ["P2 Sidekick 2"] = "P1 Carnage: Sinister 1" },
    assign { ["P2 Sidekick 1"] = 0, ["P2 Sidekick 2"] = 5 },
    log_lacks { type = "damage", target = "P2" },
    expect { life = { 10, 10 }, zone = { ["P2 Sidekick 1"] = "field", ["P2 Sidekick 2"] = "prep" } },
  }))

scenario "Overcrush: one blocker, nothing to choose: lethal to it, the rest through"
  (carnage_table({ "P2 Sidekick 1" }, {
    done,
    attack { "P1 Carnage: Sinister 1" },
    block { ["P2 Sidekick 1"] = "P1 Carnage: Sinister 1" },
    expect { life = { 10, 6 }, zone = { ["P2 Sidekick 1"] = "prep" } },
  }))
