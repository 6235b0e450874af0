-- Where an unblocked attacker goes after dealing its damage.
-- avx2014: it stays in the Attack Zone until the Cleanup Step: "Coloca los personajes atacantes
-- no bloqueados en la zona de usados del jugador" (AvX rulebook, "Fase de reorganización").
-- asm2015: "Unblocked characters are moved Out of Play after dealing damage, before any other
-- effects resolve other than those that would replace damage" (ASM rulebook, Attack Step,
-- "Assign Damage").
-- So under avx2014 a "when you take damage" effect can still target the attacker that hit.

local function hulk_table(edition, steps)
  return {
    edition = edition,
    players = { { life = 10 }, { life = 10, cards = { { "Hulk: Jade Giant", 2 } } } },
    setup = {
      { "P1 Sidekick 1", "field", "character" },
      { "P2 Hulk: Jade Giant 1", "field", "level 3" },  -- 3/8/8: "KO target opposing level 1 character"
    },
    turn = { player = 1, step = "main" },
    steps = steps,
  }
end

scenario "unblocked attackers stay in the Attack Zone until Cleanup: Hulk KOs the Sidekick that hit (avx2014)"
  (hulk_table("avx2014", {
    done,
    attack { "P1 Sidekick 1" },
    block {},
    expect { life = { 10, 9 }, zone = { ["P1 Sidekick 1"] = "attack" }, decision = { kind = "target", player = 2 } },
    target "P1 Sidekick 1",
    log_has { type = "ko", die = "P1 Sidekick 1" },
    expect { zone = { ["P1 Sidekick 1"] = "prep" }, turn = { player = 2 } },
  }))

scenario "unblocked attackers that survive go to the Used Pile at Cleanup (avx2014)" {
  edition = "avx2014",
  players = { { life = 10 }, { life = 10 } },
  setup = { { "P1 Sidekick 1", "field", "character" }, { "P2 Sidekick 1", "field", "character" } },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Sidekick 1" },
    block {},
    expect { life = { 10, 9 }, zone = { ["P1 Sidekick 1"] = "used", ["P2 Sidekick 1"] = "field" }, turn = { player = 2 } },
  },
}

scenario "unblocked attackers go Out of Play at once: Hulk has no target (asm2015)"
  (hulk_table("asm2015", {
    done,
    attack { "P1 Sidekick 1" },
    block {},
    log_lacks { type = "ko" },
    expect { life = { 10, 9 }, zone = { ["P1 Sidekick 1"] = "used" }, turn = { player = 2 } },
  }))
