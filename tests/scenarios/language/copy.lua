-- `copy the stats|abilities|stats and abilities of <what>`: "If the text says, 'copy the stats,'
-- then the die copies the numerals of the other die ... If the text says, 'copy the abilities,'
-- the die uses the opposing die's card as if it were its own. When a die copies another die, the
-- text that references the die's name applies to the copying die as well" (ASM rulebook,
-- "Capturing, Controlling, and Copying"). Until end of turn.

local cards = [[
set judge "Judge's rulings"

card 1 "Mimic" "Numbers"
  character
  cost 2 mask
  rarity common
  max 4
  faces mask | mask mask | mask mask | 0/1/1 | 0/1/2 | 0/2/2

  when this is fielded: copy the stats of target opposing character.

card 2 "Mimic" "Knacks"
  character
  cost 2 mask
  rarity common
  max 4
  faces mask | mask mask | mask mask | 0/1/1 | 0/1/2 | 0/2/2

  when this is fielded: copy the abilities of target opposing character.

card 3 "Brute" "Heavy Hitter"
  character
  cost 4 fist
  rarity common
  max 4
  faces fist | fist fist | fist fist | 2/4/5 | 2/5/6 | 3/6/7

  when this attacks: this gets +2A.
]]

local function table_for(mimic, steps)
  return {
    cards = cards,
    players = {
      { life = 10, cards = { { mimic, 1 } } },
      { life = 10, cards = { { "Brute: Heavy Hitter", 1 } } },
    },
    setup = {
      { "P1 " .. mimic .. " 1", "reserve", "level 1" },  -- fielding cost 0
      { "P2 Brute: Heavy Hitter 1", "field", "level 1" },
    },
    turn = { player = 1, step = "main" },
    steps = steps,
  }
end

scenario "copy the stats: the copier has the copied die's numbers until end of turn, not its text"
  (table_for("Mimic: Numbers", {
    field "P1 Mimic: Numbers 1",
    target "P2 Brute: Heavy Hitter 1",
    expect { attack = { ["P1 Mimic: Numbers 1"] = 4 }, defense = { ["P1 Mimic: Numbers 1"] = 5 } },
    done,
    attack { "P1 Mimic: Numbers 1" },
    block {},
    -- No "+2A when this attacks": only the numbers were copied.
    expect { life = { 10, 6 } },
  }))

scenario "copy the abilities: text naming the copied die applies to the copier, with its own numbers"
  (table_for("Mimic: Knacks", {
    field "P1 Mimic: Knacks 1",
    target "P2 Brute: Heavy Hitter 1",
    expect { attack = { ["P1 Mimic: Knacks 1"] = 1 }, defense = { ["P1 Mimic: Knacks 1"] = 1 } },
    done,
    attack { "P1 Mimic: Knacks 1" },
    block {},
    -- Brute's "when this attacks: this gets +2A" made the Mimic 3A.
    expect { life = { 10, 7 } },
  }))

scenario "a copy lasts until end of turn"
  (table_for("Mimic: Numbers", {
    field "P1 Mimic: Numbers 1",
    target "P2 Brute: Heavy Hitter 1",
    done,
    attack {},
    expect { turn = { player = 2 }, attack = { ["P1 Mimic: Numbers 1"] = 1 }, defense = { ["P1 Mimic: Numbers 1"] = 1 } },
  }))
