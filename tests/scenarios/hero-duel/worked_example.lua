-- The Dice Throne page's worked example (Doctor Strange against Black Widow), played in the
-- page's order of events: 9 incoming; the additions and the prevention make the subtotal 6;
-- two Agility halvings are each computed from 6 and rounded up (3 and 3); the final damage is
-- 0; Sabotage II deals 2 back. The page lost the spell and card figures: +1, +2 and -4 are
-- assumed (docs/damage.md), the only reading that gives its subtotal. Every response is
-- declared in one window and resolves when both players have passed, the active player's
-- first: the order they were declared in does not change the result.

scenario "Worked example: subtotal 6, each Agility 3 from it, final 0, 2 back" {
  game = "hero-duel",
  format = "../../duel/seed/format.lua",
  players = {
    { hand = { "Spell of Swelling", "Ice Tentacles", "Spell of Waning" } },
    { tokens = { Agility = 2 } },
  },
  steps = {
    roll { 3, 3, 3, 1, 2 },
    done,
    stop,
    roll { 4 },                      -- the spy's defensive die: Sabotage II (event 4)
    ability "Mystic Bolts",          -- event 1: 9 incoming
    expect { subtotal = 7, decider = 1 },   -- event 4 already counted: 9 - 2
    play "Spell of Swelling",        -- event 2: +1
    pass,                            -- the sorcerer lets the spy answer
    spend "Agility",                 -- event 3
    play "Ice Tentacles",            -- event 5: +2
    play "Spell of Waning",          -- event 6: -4 (assumed)
    expect { subtotal = 7, decider = 2 },   -- declared, nothing resolved yet
    roll { 1, 1, player = 2 },       -- the spy's two Agility dice: a 1 each, as on the page
    spend "Agility",                 -- event 7; both have passed: all of it resolves
    log_has { type = "damage", what = "Mystic Bolts", incoming = 9, subtotal = 6, final = 0 },
    log_has { type = "damage", what = "Sabotage II", to = 0, final = 2 },
    expect { health = { 48, 50 }, tokens = { {}, { Agility = 0 } }, phase = "main2" },
  },
}

scenario "Agility as the page plays it: a die is rolled, and a 4 prevents nothing" {
  game = "hero-duel",
  format = "../../duel/seed/format.lua",
  players = { {}, { tokens = { Agility = 1 } } },
  steps = {
    roll { 3, 3, 3, 1, 2 },
    done,
    stop,
    roll { 4 },                      -- Sabotage II: 2 prevented, 2 back
    ability "Mystic Bolts",
    expect { decider = 2, subtotal = 7, offers = "spend:Agility" },
    roll { 4, player = 2 },
    spend "Agility",
    log_has { type = "fizzle", player = 1, what = "Agility", why = "the die shows 4" },
    log_has { type = "damage", what = "Mystic Bolts", subtotal = 7, final = 7 },
    expect { health = { 48, 43 }, tokens = { {}, { Agility = 0 } } },
  },
}
