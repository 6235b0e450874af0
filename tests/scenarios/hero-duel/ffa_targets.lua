-- Free-for-all (docs/hero-duel.md, "Modes"): the target chosen with an ability takes what it
-- does; a hero at 0 is out, skipped in turn order and never a target; the last standing wins.

scenario "Free-for-all: the target chosen with the ability takes its damage, the others none" {
  game = "hero-duel",
  format = "hero-ffa",
  options = { players = 3, hand_start = 0, draws = 0 },
  steps = {
    roll { 2, 2, 2, 2, 5 },
    done, stop,
    expect { offers = { "ability:Searing-Blow:P2", "ability:Searing-Blow:P3" }, lacks = { "ability:Searing-Blow" } },
    choose "ability:Searing-Blow:P3",
    log_has { type = "ability", player = 0, target = 2 },
    expect { health = { 50, 50, 43 } },
  },
}

scenario "Free-for-all: a fallen hero is skipped and can't be targeted; the last standing wins" {
  game = "hero-duel",
  format = "hero-ffa",
  options = { players = 4, hand_start = 0, draws = 0 },
  players = { {}, { health = 5 }, { health = 7 }, { health = 7 } },
  steps = {
    roll { 2, 2, 2, 2, 5 },
    done, stop,
    choose "ability:Searing-Blow:P2",
    log_has { type = "out", player = 1 },
    expect { health = { 50, 0, 7, 7 }, phase = "main2" },
    done,
    expect { decider = 3 },      -- P2 is out: P3 plays next
    roll { 2, 2, 2, 2, 5 },
    done, stop,
    expect { offers = { "ability:Searing-Blow:P1", "ability:Searing-Blow:P4" }, lacks = { "ability:Searing-Blow:P2" } },
    refuse(choose "ability:Searing-Blow:P2", "P2 is out"),
    choose "ability:Searing-Blow:P4",
    expect { health = { 50, 0, 7, 0 } },
    done,
    expect { decider = 1 },      -- P4 is out too: back to P1
    roll { 2, 2, 2, 2, 5 },
    done, stop,
    ability "Searing Blow",      -- one opponent left: the key names no target
    expect { winner = 1, health = { 50, 0, 0, 0 } },
  },
}

scenario "Free-for-all: a scenario places an attack on the player it names, who alone takes it" {
  game = "hero-duel",
  format = "hero-ffa",
  options = { players = 3, hand_start = 0, draws = 0 },
  turn = { player = 1, phase = "respond", attempts = 3 },
  attack = { ability = "Searing Blow", target = 3, kind = "normal", incoming = 7 },
  window = { active = 1, asked = 0, passes = 0, open = true },
  steps = {
    -- Nobody holds a card or a token to answer with: the window closes and P3 takes it all.
    log_has { type = "damage", what = "Searing Blow", to = 2, final = 7 },
    expect { health = { 50, 50, 43 }, phase = "main2", decider = 1 },
  },
}
