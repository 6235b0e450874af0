-- A global ability is offered only when it can do what it says: Distraction's "move target
-- attacking character to the field zone" needs an attacking character. "You cannot avoid
-- paying costs" (ASM rulebook, "Fundamental Rules"): once used, the global is paid for.

local function distraction_table(steps)
  return {
    players = { { life = 10 }, { life = 10 } },
    basic_actions = { "Distraction" },
    setup = {
      { "P1 Sidekick 1", "reserve", "character" },
      { "P1 Sidekick 2", "reserve", "mask" },
      { "P2 Sidekick 1", "reserve", "mask" },
    },
    turn = { player = 1, step = "main" },
    steps = steps,
  }
end

scenario "Distraction's global is not offered while nothing attacks"
  (distraction_table({
    expect { cannot = { global "Distraction" } },
    -- P1 fields a Sidekick: P2 gets no window, having nothing it could use.
    field "P1 Sidekick 1",
    expect { decision = { kind = "main", player = 1 }, cannot = { global "Distraction" } },
    log_lacks { type = "use" },
    log_lacks { type = "ability", card = "Distraction" },
  }))

scenario "Distraction's global moves an attacker back to the field, and is paid for"
  (distraction_table({
    field "P1 Sidekick 1",
    done,
    attack { "P1 Sidekick 1" },
    -- After blockers (P2 has none), P1 may act first; then P2 moves the attacker back.
    expect { decision = { kind = "global_window", player = 1 } },
    pass(1),
    global "Distraction",
    target "P1 Sidekick 1",
    pay(),
    log_has { type = "pay", player = 2, dice = { "P2 Sidekick 1" } },
    log_has { type = "ability", card = "Distraction", player = 2 },
    expect { life = { 10, 10 }, zone = { ["P1 Sidekick 1"] = "field", ["P2 Sidekick 1"] = "used" }, turn = { player = 2 } },
  }))
