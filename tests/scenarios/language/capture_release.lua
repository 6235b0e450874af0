-- `capture <what>` and `release the dice this captured`: "When you capture a die, move the
-- captured die to your Field Zone and place your capturing die on top of it. The captured die no
-- longer exists for game purposes. Once the capturing ends, place the die wherever it came from
-- ... Unless otherwise noted, capturing ends at the end of the turn, or when the capturing die is
-- KO'd" (ASM rulebook, "Capturing, Controlling, and Copying"). Release ends it sooner.

local cards = [[
set judge "Judge's rulings"

card 1 "Warden" "Jailer"
  character
  cost 2 mask
  rarity common
  max 4
  faces mask | mask mask | mask mask | 0/1/1 | 0/1/2 | 0/2/2

  when this is fielded: capture target opposing character.
  pay 1 mask: release the dice this captured.
]]

local function table_for(steps)
  return {
    cards = cards,
    players = { { life = 10, cards = { { "Warden: Jailer", 1 } } }, { life = 10 } },
    setup = {
      { "P1 Warden: Jailer 1", "reserve", "level 1" },
      { "P1 Sidekick 1", "reserve", "mask" },
      { "P2 Sidekick 1", "field", "character" },
    },
    turn = { player = 1, step = "main" },
    steps = steps,
  }
end

scenario "capture: the captured die no longer exists for game purposes until the turn ends"
  (table_for {
    field "P1 Warden: Jailer 1",
    target "P2 Sidekick 1",
    expect { zone = { ["P2 Sidekick 1"] = "captured" }, count = { P2 = { field = 0 } } },
    done,
    attack {},
    expect { zone = { ["P2 Sidekick 1"] = "field" }, turn = { player = 2 } },
  })

scenario "release the dice this captured: they go back where they came from at once"
  (table_for {
    field "P1 Warden: Jailer 1",
    target "P2 Sidekick 1",
    activate "P1 Warden: Jailer 1",
    pay { "P1 Sidekick 1" },
    expect { zone = { ["P2 Sidekick 1"] = "field", ["P1 Warden: Jailer 1"] = "field" }, controller = { ["P2 Sidekick 1"] = 2 } },
  })
