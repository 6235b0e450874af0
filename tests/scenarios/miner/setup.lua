-- Dice Miner, "Preparación": each player rolls a tunnel die and the highest starts (beer beats
-- every number; the tied roll again, every roll logged); heroes are chosen from the first
-- player's right going counter-clockwise, the first player last (clockwise is P1, P2, P3, ...,
-- so counter-clockwise from P2 is P1); the mountain is filled with 20 dice from the bag, each rolled.

scenario "Beer beats every number: P2 starts, P1 chooses a hero first, and the mountain is filled" {
  game = "dice-miner",
  rolls = { "tunnel 5", "tunnel beer" },
  steps = {
    log_has { type = "first_roll", player = 1, face = "5" },
    log_has { type = "first_roll", player = 2, face = "beer" },
    log_has { type = "first_player", player = 2, reason = "roll" },
    expect { phase = "heroes", decider = 1, decision = "hero" },
    hero "Alchemist",
    expect { decider = 2, lacks = { "hero:Alchemist" }, offers = { "hero:Treasurer" } },
    refuse(hero "Alchemist", "P1's already"),
    hero "Treasurer",
    log_has { type = "fill", times = 20 },
    log_has { type = "roll", why = "fill", times = 20 },
    expect { round = 1, phase = "excavation", first = 2, decider = 2, hero = { "Alchemist", "Treasurer" }, bag = 40 },
  },
}

scenario "The tied highest roll again; heroes go counter-clockwise from the first player's right" {
  game = "dice-miner",
  players = 3,
  rolls = { "tunnel 5", "tunnel 5", "tunnel 2",  -- P1 and P2 tie at 5
            "tunnel 4", "tunnel beer" },          -- they roll again: P2's beer wins
  steps = {
    log_has { type = "first_roll", player = 3, face = "2", round = 1 },
    log_has { type = "first_roll", player = 2, face = "beer", round = 2 },
    log_lacks { type = "first_roll", player = 3, round = 2 },
    expect { first = 2, decider = 1 },  -- first - 1
    hero "Engineer",
    expect { decider = 3 },             -- first - 2
    hero "Surveyor",
    expect { decider = 2 },             -- the first player, last
    hero "Prospector",
    expect { phase = "excavation", decider = 2, hero = { "Engineer", "Prospector", "Surveyor" } },
  },
}

scenario "The mountain fills from the bottom, each die drawn from the bag and rolled" {
  game = "dice-miner",
  phase = "excavation",
  first = 1,
  draws = { "hazard", "magic" },
  rolls = { "hazard 2 dragons", "magic 3" },
  steps = {
    log_has { type = "fill", spot = 1, kind = "hazard", face = "2 dragons" },
    log_has { type = "fill", spot = 2, kind = "magic", face = "3" },
    expect { mountain = { [1] = "hazard 2 dragons", [2] = "magic 3" }, bag = 40, options = { "take:19", "take:20" } },
  },
}
