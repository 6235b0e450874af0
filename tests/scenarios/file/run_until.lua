-- `run_until "moment"` stops the game just before a part of the turn that no decision interrupts,
-- so a ruling can look at it: here, where attackers and blockers stand around combat damage,
-- and where each rules edition puts an unblocked attacker after it has dealt its damage
-- (asm2015: Out of Play at once, ASM rulebook, Attack Step, "Assign Damage"; avx2014: in the
-- Attack Zone until the Cleanup Step, AvX rulebook, "Fase de reorganización").

local function table_for(edition, steps)
  return {
    edition = edition,
    players = { { life = 10 }, { life = 10 } },
    setup = {
      { "P1 Sidekick 1", "field", "character" },  -- 0/1/1
      { "P1 Sidekick 2", "field", "character" },
      { "P2 Sidekick 1", "field", "character" },
    },
    turn = { player = 1, step = "main" },
    steps = steps,
  }
end

local function combat(edition, unblocked_after_damage)
  return {
    done,
    attack { "P1 Sidekick 1", "P1 Sidekick 2" },
    run_until "combat_damage",
    block { ["P2 Sidekick 1"] = "P1 Sidekick 1" },
    -- Blockers are declared and nobody can act after them: no damage is dealt yet.
    expect {
      turn = { player = 1, step = "attack" },
      life = { 10, 10 },
      zone = { ["P1 Sidekick 1"] = "attack", ["P1 Sidekick 2"] = "attack", ["P2 Sidekick 1"] = "attack" },
    },
    log_lacks { type = "ko" },
    run_until "end_of_combat",
    -- The 1 damage of the unblocked Sidekick went through; the two others KO'd each other.
    expect {
      life = { 10, 9 },
      zone = { ["P1 Sidekick 1"] = "prep", ["P2 Sidekick 1"] = "prep", ["P1 Sidekick 2"] = unblocked_after_damage },
    },
    run_until "end_of_turn",
    expect { turn = { player = 1 }, zone = { ["P1 Sidekick 2"] = "used" } },
    run_until "roll",
    expect { turn = { player = 2, step = "clear_draw" } },
  }
end

scenario "run_until: before combat damage nothing is dealt; asm2015 moves the unblocked attacker Out of Play at once"
  (table_for("asm2015", combat("asm2015", "out_of_play")))

scenario "run_until: before combat damage nothing is dealt; avx2014 leaves the unblocked attacker in the Attack Zone"
  (table_for("avx2014", combat("avx2014", "attack")))

scenario "run_until: a step that acts carries the game on from the pause" (table_for("avx2014", {
  done,
  run_until "blockers",
  attack { "P1 Sidekick 1" },
  expect { decision = { kind = "none" }, zone = { ["P1 Sidekick 1"] = "attack" } },
  block {},  -- resumes: P2 is asked for blockers, and declares none
  expect { life = { 10, 9 }, turn = { player = 2 } },
}))
