-- Beast: Mutate #666 (AvX 3): "When Beast blocks, draw a die from your bag and put it in
-- your Prep Area. *: draw two dice instead: one to your Prep Area, the other to your Used Pile."

scenario "Beast: Mutate #666 blocks without a burst: one die from the bag to the Prep Area" {
  edition = "avx2014",
  players = {
    { life = 10 },
    { life = 10, cards = { { "Beast: Mutate #666", 2 } } },
  },
  setup = {
    { "P1 Sidekick 1", "field", "character" },
    { "P2 Beast: Mutate #666 1", "field", "level 2" },  -- 0/2/3
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Sidekick 1" },
    draw { "P2 Sidekick 3" },
    block { ["P2 Beast: Mutate #666 1"] = "P1 Sidekick 1" },
    -- Combat is over and P2's turn has begun: the drawn die waits in the Prep Area with the
    -- four P2 draws, to be rolled with them.
    expect {
      zone = { ["P2 Sidekick 3"] = "prep", ["P1 Sidekick 1"] = "prep", ["P2 Beast: Mutate #666 1"] = "field" },
      count = { P2 = { prep = 5, bag = 3, used = 0 } },
      turn = { player = 2 },
    },
  },
}

scenario "Beast: Mutate #666 blocks on its burst face: one die to the Prep Area, one to the Used Pile" {
  edition = "avx2014",
  players = {
    { life = 10 },
    { life = 10, cards = { { "Beast: Mutate #666", 2 } } },
  },
  setup = {
    { "P1 Sidekick 1", "field", "character" },
    { "P2 Beast: Mutate #666 1", "field", "level 1" },  -- 0/1/2*
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Sidekick 1" },
    draw { "P2 Sidekick 3", "P2 Sidekick 4" },
    block { ["P2 Beast: Mutate #666 1"] = "P1 Sidekick 1" },
    expect {
      zone = { ["P2 Sidekick 3"] = "prep", ["P2 Sidekick 4"] = "used", ["P1 Sidekick 1"] = "prep" },
      count = { P2 = { prep = 5, bag = 2, used = 1 } },
      turn = { player = 2 },
    },
  },
}

scenario "Beast: Mutate #666 does nothing when it doesn't block" {
  edition = "avx2014",
  players = {
    { life = 10 },
    { life = 10, cards = { { "Beast: Mutate #666", 2 } } },
  },
  setup = {
    { "P1 Sidekick 1", "field", "character" },
    { "P2 Beast: Mutate #666 1", "field", "level 1" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { "P1 Sidekick 1" },
    block {},
    expect { life = { 10, 9 }, count = { P2 = { prep = 4, bag = 4, used = 0 } } },
  },
}
