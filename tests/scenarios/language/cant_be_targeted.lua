-- "can't be targeted": a die with it is never a legal choice for a target of the abilities it
-- names; "If two cards directly conflict, the one that says 'you can't' beats the one that says
-- 'you can'" (ASM rulebook, "Fundamental Rules"), so nothing makes it one.

local cards = [[
set judge "Judge's rulings"

card 1 "Ghost" "Untouchable"
  character
  cost 2 mask
  rarity common
  max 4
  faces mask | mask mask | mask mask | 0/1/1 | 0/1/2 | 0/2/2

  this can't be targeted.

card 2 "Blaster" "Zapper"
  character
  cost 2 bolt
  rarity common
  max 4
  faces bolt | bolt bolt | bolt bolt | 0/1/1 | 0/1/2 | 0/2/2

  when this is fielded: KO target opposing character.
  global, pay 1 bolt: target character gets +1A.

card 3 "Cloak" "Smoke"
  action
  cost 2 mask
  rarity common
  max 3
  faces mask | mask | action | action | action | action

  target character of yours can't be targeted by global abilities.

card 4 "Shade" "Elusive"
  character
  cost 2 mask
  rarity common
  max 4
  faces mask | mask mask | mask mask | 0/1/1 | 0/1/2 | 0/2/2

  this can't be targeted by opponents.
  global, pay 1 mask: target character gets +1A.
]]

scenario "a die that can't be targeted is never offered as a target: the KO takes the Sidekick"
  {
    cards = cards,
    players = {
      { life = 10, cards = { { "Blaster: Zapper", 1 } } },
      { life = 10, cards = { { "Ghost: Untouchable", 1 } } },
    },
    setup = {
      { "P1 Blaster: Zapper 1", "reserve", "level 1" },
      { "P2 Ghost: Untouchable 1", "field", "level 1" },
      { "P2 Sidekick 1", "field", "character" },
    },
    turn = { player = 1, step = "main" },
    steps = {
      field "P1 Blaster: Zapper 1",
      expect { decision = { kind = "target", player = 1 }, cannot = { target "P2 Ghost: Untouchable 1" } },
      target "P2 Sidekick 1",
      expect { zone = { ["P2 Sidekick 1"] = "prep", ["P2 Ghost: Untouchable 1"] = "field" } },
    },
  }

scenario "with only dice that can't be targeted, the ability has no legal target and does nothing"
  {
    cards = cards,
    players = {
      { life = 10, cards = { { "Blaster: Zapper", 1 } } },
      { life = 10, cards = { { "Ghost: Untouchable", 1 } } },
    },
    setup = {
      { "P1 Blaster: Zapper 1", "reserve", "level 1" },
      { "P2 Ghost: Untouchable 1", "field", "level 1" },
    },
    turn = { player = 1, step = "main" },
    steps = {
      field "P1 Blaster: Zapper 1",
      expect { decision = "main", zone = { ["P2 Ghost: Untouchable 1"] = "field" } },
      log_lacks { type = "ko" },
    },
  }

scenario "can't be targeted, given until end of turn: not even its own player's global can choose it"
  {
    cards = cards,
    players = {
      { life = 10, cards = { { "Blaster: Zapper", 1 }, { "Cloak: Smoke", 1 } } },
      { life = 10 },
    },
    setup = {
      { "P1 Cloak: Smoke 1", "reserve", "action" },
      { "P1 Sidekick 1", "field", "character" },
      { "P1 Sidekick 2", "reserve", "bolt" },
    },
    turn = { player = 1, step = "main" },
    steps = {
      expect { can = { global "Blaster: Zapper" } },
      use "P1 Cloak: Smoke 1",
      target "P1 Sidekick 1",
      -- The only character in the field can't be targeted by globals: the global is not offered.
      expect { cannot = { global "Blaster: Zapper" } },
    },
  }

-- "by opponents": the abilities a player of the other side uses; its own player may still choose it.
local function shade_table(active, steps)
  return {
    cards = cards,
    players = { { life = 10 }, { life = 10, cards = { { "Shade: Elusive", 1 } } } },
    setup = {
      { "P2 Shade: Elusive 1", "field", "level 1" },
      { "P1 Sidekick 1", "reserve", "mask" },
      { "P2 Sidekick 1", "reserve", "mask" },
    },
    turn = { player = active, step = "main" },
    steps = steps,
  }
end

scenario "can't be targeted by opponents: the opposing player's global has no legal target"
  (shade_table(1, {
    expect { cannot = { global "Shade: Elusive" } },
  }))

scenario "can't be targeted by opponents: its own player's global may choose it"
  (shade_table(2, {
    global "Shade: Elusive",
    target "P2 Shade: Elusive 1",
    pay { "P2 Sidekick 1" },
    expect { attack = { ["P2 Shade: Elusive 1"] = 2 } },
  }))
