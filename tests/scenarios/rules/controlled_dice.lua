-- A controlled die's way home.
-- "If the controlled die is sent to your Prep Area or Used Pile, it goes to your opponent's Prep
-- Area instead. Otherwise, when your control of the die ends (at the end of the turn or when your
-- controlling character is KO'd), return the controlled die to your opponent, placing it in
-- whatever area you took it from" (ASM rulebook, "Capturing, Controlling, and Copying"; AvX
-- rulebook, "Capturar, controlar y copiar": "irá en vez de ello a la zona de preparación de tu
-- rival").
-- Cleanup: under avx2014 unblocked attackers go to the Used Pile before effects end ("Fase de
-- reorganización"), so a controlled one is still controlled and goes to its owner's Prep Area.
-- Under asm2015 they go Out of Play after dealing damage; a controlled one waits in its
-- controller's Out of Play and, when Out of Play empties into the Used Pile at the end of the
-- turn, goes to its owner's Prep Area instead (docs/rules.md, Editions).

local cards = [==[
set judge "Judge's rulings"

card 1 "Mind Thief" "Puppeteer"
  character
  cost 2 mask
  rarity common
  max 4
  faces mask | mask mask | mask mask | 0/1/1 | 0/1/2 | 0/2/2

  when this is fielded: lua [[ local o = g.characters(g.opponent(self.player)); if o[1] then g.control(self.die, o[1]) end ]]
    text "When this is fielded, take control of an opposing character.".
  pay 1 mask: sacrifice a character of yours other than this.
  pay 1 bolt: move target character of yours other than this to your used pile.
]==]

local function table_for(edition, steps, extra)
  local setup = {
    { "P1 Mind Thief: Puppeteer 1", "reserve", "level 1" },  -- fielding cost 0
    { "P1 Sidekick 1", "reserve", "mask" },
    { "P1 Sidekick 2", "reserve", "bolt" },
    { "P2 Sidekick 1", "field", "character" },
  }
  if extra then setup[#setup + 1] = extra end
  return {
    edition = edition,
    cards = cards,
    players = {
      { life = 10, cards = { { "Mind Thief: Puppeteer", 1 } } },
      { life = 10 },
    },
    setup = setup,
    turn = { player = 1, step = "main" },
    steps = steps,
  }
end

local take = {
  field "P1 Mind Thief: Puppeteer 1",
  expect { zone = { ["P2 Sidekick 1"] = "field" }, controller = { ["P2 Sidekick 1"] = 1 }, owner = { ["P2 Sidekick 1"] = 2 } },
}

local function after_taking(more)
  local steps = {}
  for _, s in ipairs(take) do steps[#steps + 1] = s end
  for _, s in ipairs(more) do steps[#steps + 1] = s end
  return steps
end

-- Sacrificed, sent to the Used Pile by an effect, or KO'd: the same in both editions.
for _, edition in ipairs { "avx2014", "asm2015" } do
  scenario("a controlled die its controller sacrifices goes to its owner's Prep Area, and the log names who sacrificed (" .. edition .. ")")
    (table_for(edition, after_taking {
      activate("P1 Mind Thief: Puppeteer 1", 1),
      target "P2 Sidekick 1",
      pay { "P1 Sidekick 1" },
      expect { zone = { ["P2 Sidekick 1"] = "prep" }, controller = { ["P2 Sidekick 1"] = 2 }, count = { P1 = { prep = 0 } } },
      log_has { type = "sacrifice", die = "P2 Sidekick 1", player = 1 },
    }))

  scenario("a controlled die an effect sends to its controller's Used Pile goes to its owner's Prep Area (" .. edition .. ")")
    (table_for(edition, after_taking {
      activate("P1 Mind Thief: Puppeteer 1", 2),
      target "P2 Sidekick 1",
      pay { "P1 Sidekick 2" },
      expect { zone = { ["P2 Sidekick 1"] = "prep" }, controller = { ["P2 Sidekick 1"] = 2 }, count = { P2 = { used = 0 } } },
    }))

  scenario("a controlled die KO'd goes to its owner's Prep Area (" .. edition .. ")")
    (table_for(edition, after_taking {
      done,
      attack { "P2 Sidekick 1" },
      block { ["P2 Sidekick 2"] = "P2 Sidekick 1" },
      pass,  -- the window after blockers: P1 could still use the Mind Thief's abilities
      expect {
        zone = { ["P2 Sidekick 1"] = "prep", ["P2 Sidekick 2"] = "prep" },
        controller = { ["P2 Sidekick 1"] = 2 },
        turn = { player = 2 },
      },
      log_has { type = "ko", die = "P2 Sidekick 1", player = 2 },
    }, { "P2 Sidekick 2", "field", "character" }))
end

scenario "the controlling die can't attack; the controlled die can"
  (table_for("asm2015", after_taking {
    done,
    expect { can = { attack { "P2 Sidekick 1" } }, cannot = { attack { "P1 Mind Thief: Puppeteer 1" } } },
  }))

scenario "control ends with the turn: a controlled die that did not attack goes back to its owner's Field Zone"
  (table_for("asm2015", after_taking {
    done,
    attack {},
    expect { zone = { ["P2 Sidekick 1"] = "field" }, controller = { ["P2 Sidekick 1"] = 2 }, turn = { player = 2 } },
  }))

scenario "an unblocked controlled attacker goes to its owner's Prep Area at Cleanup (avx2014)"
  (table_for("avx2014", after_taking {
    done,
    attack { "P2 Sidekick 1" },
    run_until "cleanup",
    pass,  -- P2 has nothing left to block with; P1 passes the window after blockers
    -- It dealt its damage to its own owner and waits in the Attack Zone until Cleanup.
    expect { life = { 10, 9 }, zone = { ["P2 Sidekick 1"] = "attack" }, controller = { ["P2 Sidekick 1"] = 1 } },
    run_until "end_of_turn",
    expect { zone = { ["P2 Sidekick 1"] = "prep" }, controller = { ["P2 Sidekick 1"] = 2 }, count = { P1 = { used = 0 }, P2 = { used = 0 } } },
  }))

scenario "an unblocked controlled attacker waits in its controller's Out of Play, then goes to its owner's Prep Area (asm2015)"
  (table_for("asm2015", after_taking {
    done,
    attack { "P2 Sidekick 1" },
    run_until "end_of_combat",
    pass,  -- P2 has nothing left to block with; P1 passes the window after blockers
    expect { life = { 10, 9 }, zone = { ["P2 Sidekick 1"] = "out_of_play" }, controller = { ["P2 Sidekick 1"] = 1 } },
    run_until "end_of_turn",
    expect { zone = { ["P2 Sidekick 1"] = "prep" }, controller = { ["P2 Sidekick 1"] = 2 }, count = { P2 = { used = 0 } } },
  }))
