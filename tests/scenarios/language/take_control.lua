-- `take control of <what>`: "When you take control of a die, it becomes yours for game purposes.
-- Move it into your field ... Your controlling die cannot attack, but can send the controlled die
-- to attack ... when your control of the die ends (at the end of the turn or when your
-- controlling character is KO'd), return the controlled die to your opponent, placing it in
-- whatever area you took it from" (ASM rulebook, "Capturing, Controlling, and Copying").

local cards = [[
set judge "Judge's rulings"

card 1 "Mind Thief" "Puppet Master"
  character
  cost 2 mask
  rarity common
  max 4
  faces mask | mask mask | mask mask | 0/1/1 | 0/1/2 | 0/2/2

  when this is fielded: take control of target opposing character.
  pay 1 mask: sacrifice this.
]]

local function table_for(steps)
  return {
    cards = cards,
    players = { { life = 10, cards = { { "Mind Thief: Puppet Master", 1 } } }, { life = 10 } },
    setup = {
      { "P1 Mind Thief: Puppet Master 1", "reserve", "level 1" },  -- fielding cost 0
      { "P1 Sidekick 1", "reserve", "mask" },
      { "P2 Sidekick 1", "field", "character" },
      { "P2 Sidekick 2", "field", "character" },
    },
    turn = { player = 1, step = "main" },
    steps = steps,
  }
end

scenario "take control of target opposing character: it joins your field and attacks its own owner"
  (table_for {
    field "P1 Mind Thief: Puppet Master 1",
    target "P2 Sidekick 1",
    expect { zone = { ["P2 Sidekick 1"] = "field" }, controller = { ["P2 Sidekick 1"] = 1, ["P2 Sidekick 2"] = 2 } },
    done,
    expect { can = { attack { "P2 Sidekick 1" } }, cannot = { attack { "P1 Mind Thief: Puppet Master 1" } } },
    attack { "P2 Sidekick 1" },
    block {},
    pass,  -- P1 passes the window after blockers
    expect { life = { 10, 9 }, zone = { ["P2 Sidekick 1"] = "prep" }, controller = { ["P2 Sidekick 1"] = 2 } },
  })

scenario "control ends when the controlling die leaves the field: the die goes back where it was taken from"
  (table_for {
    field "P1 Mind Thief: Puppet Master 1",
    target "P2 Sidekick 2",
    expect { controller = { ["P2 Sidekick 2"] = 1 } },
    activate "P1 Mind Thief: Puppet Master 1",
    pay { "P1 Sidekick 1" },
    expect {
      zone = { ["P1 Mind Thief: Puppet Master 1"] = "used", ["P2 Sidekick 2"] = "field" },
      controller = { ["P2 Sidekick 2"] = 2 },
    },
  })

scenario "control ends with the turn: the die goes back to its owner's Field Zone"
  (table_for {
    field "P1 Mind Thief: Puppet Master 1",
    target "P2 Sidekick 1",
    done,
    attack {},
    expect { zone = { ["P2 Sidekick 1"] = "field" }, controller = { ["P2 Sidekick 1"] = 2 }, turn = { player = 2 } },
  })
