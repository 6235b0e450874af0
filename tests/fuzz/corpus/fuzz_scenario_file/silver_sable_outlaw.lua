-- Silver Sable: Outlaw (ASM 15). ../shared/CARD-DATA.md: "When she attacks, move a die from your
-- bag to your Prep Area; if it is a Sidekick, she can't be blocked." Moving is not drawing: the
-- bag is refilled from the Used Pile only "when you would try to draw a die but cannot" (ASM
-- rulebook, "Used Pile"), so with an empty bag nothing moves and she can be blocked.

local function outlaw(setup, steps)
  return {
    players = { { life = 10, cards = { { "Silver Sable: Outlaw", 2 } } }, { life = 10 } },
    setup = setup,
    turn = { player = 1, step = "main" },
    steps = steps,
  }
end

scenario "Silver Sable: Outlaw: a Sidekick moved from the bag makes her unblockable" (outlaw({
  { "P1 Silver Sable: Outlaw 1", "field", "level 3" },  -- 1/4/4
  { "P1 Sidekick 1", "bag" },
  { "P1 Sidekick 2-8", "used" },
  { "P2 Sidekick 1", "field", "character" },
}, {
  done,
  draw { "P1 Sidekick 1" },
  attack { "P1 Silver Sable: Outlaw 1" },
  -- Unblockable: P2 has nothing to declare, and her 4 damage goes through.
  expect { life = { 10, 6 }, zone = { ["P1 Sidekick 1"] = "prep" } },
}))

scenario "Silver Sable: Outlaw: an empty bag is not refilled, nothing moves, she can be blocked" (outlaw({
  { "P1 Silver Sable: Outlaw 1", "field", "level 3" },  -- 1/4/4
  { "P1 Sidekick 1-8", "used" },
  { "P2 Sidekick 1", "field", "character" },
}, {
  done,
  attack { "P1 Silver Sable: Outlaw 1" },
  expect { count = { P1 = { bag = 0, prep = 0, used = 8 } }, decision = { kind = "blockers", player = 2 } },
  log_lacks { type = "refill" },
  block { ["P2 Sidekick 1"] = "P1 Silver Sable: Outlaw 1" },
  expect { life = { 10, 10 }, zone = { ["P2 Sidekick 1"] = "prep" } },
}))
