-- Thrown Car (AvX 34, basic action): "Two target characters you control get +1A until end of
-- turn. While attacking, damage they deal beyond their blockers' total defense is dealt to
-- your opponent (Overcrush)."

local function car_table(steps, p2)
  return {
    edition = "avx2014",
    players = {
      { life = 10, cards = { { "Captain America: American Hero", 2 } } },
      { life = 10, cards = { { "Beast: Mutate #666", 2 } } },
    },
    basic_actions = { "Thrown Car" },
    setup = {
      { "Thrown Car 1", "reserve", "action", owner = 1 },
      { "P1 Captain America: American Hero 1", "field", "level 3" },  -- 2/5/5
      table.unpack(p2),
    },
    turn = { player = 1, step = "main" },
    steps = steps,
  }
end

scenario "Thrown Car: +1A and Overcrush, the excess over the blocker's defense hits the player" (car_table({
  use "Thrown Car 1",
  target "P1 Captain America: American Hero 1",
  expect {
    attack = { ["P1 Captain America: American Hero 1"] = 6 },
    keyword = { ["P1 Captain America: American Hero 1"] = "overcrush" },
  },
  done,
  attack { "P1 Captain America: American Hero 1" },
  block { ["P2 Sidekick 1"] = "P1 Captain America: American Hero 1" },
  expect { life = { 10, 5 }, zone = { ["P2 Sidekick 1"] = "prep" } },
  log_has { type = "damage", target = "P2 Sidekick 1", amount = 1 },
  log_has { type = "damage", target = "P2", amount = 5 },
}, { { "P2 Sidekick 1", "field", "character" } }))

scenario "Thrown Car: with several blockers, enough to KO each, the rest to the player" (car_table({
  use "Thrown Car 1",
  target "P1 Captain America: American Hero 1",
  done,
  attack { "P1 Captain America: American Hero 1" },
  block {
    ["P2 Sidekick 1"] = "P1 Captain America: American Hero 1",
    ["P2 Beast: Mutate #666 1"] = "P1 Captain America: American Hero 1",
  },
  -- P1 divides: enough to KO each blocker (1 and 3), then the other 2 go to P2.
  assign { ["P2 Sidekick 1"] = 1, ["P2 Beast: Mutate #666 1"] = 3 },
  expect {
    life = { 10, 8 },
    zone = { ["P2 Sidekick 1"] = "prep", ["P2 Beast: Mutate #666 1"] = "prep", ["P1 Captain America: American Hero 1"] = "field" },
  },
}, {
  { "P2 Sidekick 1", "field", "character" },
  { "P2 Beast: Mutate #666 1", "field", "level 2" },  -- 0/2/3
}))

scenario "Thrown Car: unblocked, the whole attack hits the player" (car_table({
  use "Thrown Car 1",
  target "P1 Captain America: American Hero 1",
  done,
  attack { "P1 Captain America: American Hero 1" },
  block {},
  expect { life = { 10, 4 } },
}, { { "P2 Sidekick 1", "field", "character" } }))

scenario "Thrown Car: used after blockers are declared, during the attack" (car_table({
  done,
  attack { "P1 Captain America: American Hero 1" },
  block { ["P2 Beast: Mutate #666 2"] = "P1 Captain America: American Hero 1" },
  expect { decision = { kind = "global_window", player = 1 } },
  use "Thrown Car 1",
  target "P1 Captain America: American Hero 1",
  -- 6 damage against a 1/2/4 Beast: 4 to KO it, 2 to P2.
  expect { life = { 10, 8 }, zone = { ["P2 Beast: Mutate #666 2"] = "prep" } },
}, { { "P2 Beast: Mutate #666 2", "field", "level 3" } }))

scenario "Thrown Car: without it, a blocked attacker's extra damage is lost" (car_table({
  done,
  attack { "P1 Captain America: American Hero 1" },
  block { ["P2 Sidekick 1"] = "P1 Captain America: American Hero 1" },
  pass(1),
  expect { life = { 10, 10 }, zone = { ["P2 Sidekick 1"] = "prep" } },
}, { { "P2 Sidekick 1", "field", "character" } }))

-- A blocker that reduces the damage it takes. ../shared/CARD-DATA.md (Thrown Car): "while
-- attacking, their damage beyond their blockers' total defense goes to the opponent". What goes
-- through is counted against the blocker's defense, not against what it would take to KO it:
-- Iron Man: Inventor ("Damage to Iron Man is reduced by 1") soaks 5 of the 6, takes 4 and
-- survives, and the 1 beyond his defense 5 still reaches the player.
scenario "Thrown Car: a blocker that reduces damage still lets through what is beyond its defense" {
  edition = "avx2014",
  players = {
    { life = 10, cards = { { "Captain America: American Hero", 2 } } },
    { life = 10, cards = { { "Iron Man: Inventor", 2 } } },
  },
  basic_actions = { "Thrown Car" },
  setup = {
    { "Thrown Car 1", "reserve", "action", owner = 1 },
    { "P1 Captain America: American Hero 1", "field", "level 3" },  -- 2/5/5
    { "P2 Iron Man: Inventor 1", "field", "level 1" },               -- 1/3/5
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Thrown Car 1",
    target "P1 Captain America: American Hero 1",
    done,
    attack { "P1 Captain America: American Hero 1" },
    block { ["P2 Iron Man: Inventor 1"] = "P1 Captain America: American Hero 1" },
    expect {
      life = { 10, 9 },
      zone = { ["P2 Iron Man: Inventor 1"] = "field", ["P1 Captain America: American Hero 1"] = "field" },
    },
    log_has { type = "damage", target = "P2 Iron Man: Inventor 1", amount = 4 },
    log_has { type = "damage", target = "P2", amount = 1 },
  },
}
