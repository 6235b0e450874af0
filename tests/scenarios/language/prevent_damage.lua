-- `prevent <N|all> damage to <what>`: "Some powers prevent a game effect (damage, ...). When an
-- action is prevented, all of the effects of that ability are canceled, and that effect can no
-- longer be reacted to" (ASM rulebook, "Preventing and Redirecting"); "If a Global Ability
-- prevents or redirects damage, then the damage inflicted on the original target no longer
-- exists and cannot be reacted to" ("Using Global Abilities").

local cards = [[
set judge "Judge's rulings"

card 1 "Warden" "Bulwark"
  character
  cost 3 shield
  rarity common
  max 4
  faces shield | shield shield | shield shield | 1/1/3 | 1/2/4 | 2/3/5

  global, when you would take damage, pay 1 shield: prevent 2 damage to you.

card 2 "Stinger" "Reactive"
  character
  cost 2 fist
  rarity common
  max 4
  faces fist | fist fist | fist fist | 0/1/1 | 0/2/2 | 1/3/3

  when this damages your opponent: gain 1 life.

card 3 "Shield Wall" "Brace"
  action
  cost 2 shield
  rarity common
  max 3
  faces shield | shield | action | action | action | action

  prevent all damage to target character of yours.
]]

scenario "a global prevents damage about to hit its user: the damage never happened and nothing reacts to it"
  {
    cards = cards,
    players = {
      { life = 8, cards = { { "Stinger: Reactive", 1 } } },
      { life = 10, cards = { { "Warden: Bulwark", 1 } } },
    },
    life = 10,
    setup = {
      { "P1 Stinger: Reactive 1", "field", "level 2" },  -- 2A
      { "P2 Sidekick 1", "reserve", "shield" },
    },
    turn = { player = 1, step = "main" },
    steps = {
      done,
      attack { "P1 Stinger: Reactive 1" },
      -- P2 has nothing to block with; the damage is about to hit P2, who may react.
      global "Warden: Bulwark",
      pay(),
      expect { life = { 8, 10 }, zone = { ["P2 Sidekick 1"] = "used" } },
      log_has { type = "prevent", player = 2, amount = 2 },
      -- Stinger dealt nothing to its opponent, so its "gain 1 life" never triggered.
      log_lacks { type = "damage" },
      log_lacks { type = "life", player = 1 },
    },
  }

scenario "an action prevents all damage to a character this turn: the blocker survives combat"
  {
    cards = cards,
    players = {
      { life = 10, cards = { { "Shield Wall: Brace", 1 } } },
      { life = 10, cards = { { "Stinger: Reactive", 1 } } },
    },
    setup = {
      { "P1 Shield Wall: Brace 1", "reserve", "action" },
      { "P1 Sidekick 1", "field", "character" },
      { "P2 Stinger: Reactive 1", "field", "level 3" },  -- 1/3/3
    },
    turn = { player = 1, step = "main" },
    steps = {
      use "P1 Shield Wall: Brace 1",
      target "P1 Sidekick 1",
      done,
      attack { "P1 Sidekick 1" },
      block { ["P2 Stinger: Reactive 1"] = "P1 Sidekick 1" },
      expect { zone = { ["P1 Sidekick 1"] = "field" }, turn = { player = 2 } },
      log_has { type = "prevent", target = "P1 Sidekick 1", amount = 3 },
    },
  }
