-- Carnage: Symbiote (ASM 3). ../shared/CARD-DATA.md: "When he deals combat damage to an
-- opponent, you may put his die on an action card: that action costs the opponent double while
-- it is there." Read as written: his die leaves play and sits on the card; any basic action card
-- may be chosen (an action card, whether or not dice are left on it); and the doubling lasts as
-- long as the die is there, which is the rest of the game, as no rule takes it off.

local function sidekicks(p, from, faces)
  local pins = {}
  for i, f in ipairs(faces) do pins[i] = { p .. " Sidekick " .. (from + i - 1), f } end
  return pins
end

scenario "Carnage: Symbiote: his die goes on the card and the card costs double turns later" {
  players = { { life = 10, cards = { { "Carnage: Symbiote", 1 } } }, { life = 10 } },
  basic_actions = { "True Believer", "Web Blast" },  -- costs 2 and 3
  setup = { { "P1 Carnage: Symbiote 1", "field", "level 1" } },  -- 1/3/5
  turn = { player = 1, step = "main", number = 1 },
  steps = {
    done,
    draw { "P2 Sidekick 1-4" },
    roll(sidekicks("P2", 1, { "fist", "fist", "fist", "character" })),
    attack { "P1 Carnage: Symbiote 1" },  -- nobody to block
    yes, target "True Believer 1",
    -- His die is on True Believer: in none of P1's zones.
    expect { life = { 10, 7 }, count = { P1 = { field = 0, attack = 0, out_of_play = 0, used = 0, prep = 0, reserve = 0 } } },
    reroll {},
    -- P2 has 3 fist: True Believer now costs 4, Web Blast still 3.
    expect { turn = { player = 2, number = 2 }, cannot = { buy "True Believer" }, can = { buy "Web Blast" } },
    draw { "P1 Sidekick 1-4" },
    roll(sidekicks("P1", 1, { "bolt", "bolt", "bolt", "bolt" })),
    done,
    reroll {},
    draw { "P2 Sidekick 5-8" },
    roll(sidekicks("P2", 5, { "fist", "fist", "fist", "character" })),
    done,
    reroll {},
    -- After P1's next turn the die is still on the card: still double.
    expect { turn = { player = 2, number = 4 }, cannot = { buy "True Believer" }, can = { buy "Web Blast" } },
  },
}

scenario "Carnage: Symbiote: a basic action card with no dice left on it may be chosen" {
  players = { { life = 10, cards = { { "Carnage: Symbiote", 1 } } }, { life = 10 } },
  basic_actions = { { "True Believer", 1 } },
  setup = {
    { "P1 Carnage: Symbiote 1", "field", "level 1" },
    { "True Believer 1", "used", owner = 2 },  -- bought out
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Carnage: Symbiote 1" },
    yes, target "True Believer 1",
    expect { life = { 10, 7 }, count = { P1 = { field = 0, out_of_play = 0, used = 0 } } },
  },
}
