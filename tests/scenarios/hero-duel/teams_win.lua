-- Teams (docs/hero-duel.md, "Modes"): sides sit alternately, a teammate is never a target, and a
-- side wins together when the other side's last hero falls; a shared pool falls as one.

scenario "Teams: a side loses only when all its heroes are at 0, and wins together" {
  game = "hero-duel",
  format = "hero-teams",
  options = { players = 4, hand_start = 0, draws = 0 },
  players = { {}, { health = 5 }, {}, { health = 5 } },
  steps = {
    roll { 2, 2, 2, 2, 5 },
    done, stop,
    expect { offers = { "ability:Searing-Blow:P2", "ability:Searing-Blow:P4" }, lacks = { "ability:Searing-Blow:P3" } },
    refuse(choose "ability:Searing-Blow:P3", "teammate"),
    choose "ability:Searing-Blow:P2",
    expect { health = { 50, 0, 50, 5 }, phase = "main2" },   -- P4 still stands: the game goes on
    done,
    expect { decider = 3 },
    roll { 2, 2, 2, 2, 5 },
    done, stop,
    ability "Searing Blow",
    expect { winner = 1, health = { 50, 0, 50, 0 } },          -- P1 and P3's side
  },
}

scenario "Teams: a shared pool is health times the side's heroes, and every hero of it shows it" {
  game = "hero-duel",
  format = "hero-teams",
  options = { players = 6, hand_start = 0, draws = 0, team_health = "shared" },
  steps = {
    expect { health = { 150, 150, 150, 150, 150, 150 } },
    roll { 2, 2, 2, 2, 5 },
    done, stop,
    choose "ability:Searing-Blow:P4",
    expect { health = { 150, 143, 150, 143, 150, 143 } },
  },
}
