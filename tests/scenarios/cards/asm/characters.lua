-- ASM starter characters (stats tentative), one scenario or more per card.

scenario "Carnage: Cletus Kassidy: an opponent using an action die takes 2 damage" {
  players = { { life = 10 }, { life = 10, cards = { { "Carnage: Cletus Kassidy", 1 } } } },
  basic_actions = { "True Believer" },
  setup = {
    { "True Believer 1", "reserve", "action", owner = 1 },
    { "P1 Sidekick 1", "field", "character" },
    { "P2 Carnage: Cletus Kassidy 1", "field", "level 1" },
  },
  turn = { player = 1, step = "main" },
  steps = { use "True Believer 1", target "P1 Sidekick 1", expect { life = { 8, 10 } } },
}

scenario "Carnage: Sinister: Overcrush, and at most 1 damage from an action die" {
  players = { { life = 10, cards = { { "Carnage: Sinister", 1 } } }, { life = 10 } },
  basic_actions = { "Archnemesis!" },
  setup = {
    { "P1 Carnage: Sinister 1", "field", "level 3" },   -- 3/7/6
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    expect { keyword = { ["P1 Carnage: Sinister 1"] = "overcrush" } },
    done, attack { "P1 Carnage: Sinister 1" }, block { ["P2 Sidekick 1"] = "P1 Carnage: Sinister 1" },
    expect { life = { 10, 4 } },   -- 1 to KO the Sidekick, 6 through
  },
}

scenario "Carnage: Symbiote: after combat damage to the opponent, a basic action card costs them double" {
  players = { { life = 10, cards = { { "Carnage: Symbiote", 1 } } }, { life = 10 } },
  basic_actions = { "True Believer" },
  setup = { { "P1 Carnage: Symbiote 1", "field", "level 1" } },
  turn = { player = 1, step = "main" },
  steps = {
    done, attack { "P1 Carnage: Symbiote 1" },   -- nobody to block
    yes, target "True Believer 1",
    expect { life = { 10, 7 }, turn = { player = 2 } },
    log_has { type = "choice", key = "yes" },
  },
}

scenario "Drax: The Destroyer: Underdog, field him for free" {
  players = { { life = 10, cards = { { "Drax: The Destroyer", 1 } } }, { life = 10 } },
  setup = {
    { "P1 Drax: The Destroyer 1", "reserve", "level 3" },
    { "P2 Sidekick 1", "field", "character" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    expect { cannot = { field "P1 Drax: The Destroyer 1" } },   -- no energy
    field_alt "P1 Drax: The Destroyer 1",
    expect { zone = { ["P1 Drax: The Destroyer 1"] = "field" }, life = { 10, 10 } },
  },
}

scenario "Drax: Arthur Douglas has no ability: a plain 1/2/4" {
  players = { { life = 10, cards = { { "Drax: Arthur Douglas", 1 } } }, { life = 10 } },
  setup = { { "P1 Drax: Arthur Douglas 1", "field", "level 1" } },
  turn = { player = 1, step = "main" },
  steps = { expect { attack = { ["P1 Drax: Arthur Douglas 1"] = 2 }, defense = { ["P1 Drax: Arthur Douglas 1"] = 4 } } },
}

scenario "Ghost Rider: Alejandra: blocked, you gain 1 life" {
  players = { { life = 8, cards = { { "Ghost Rider: Alejandra", 1 } } }, { life = 10 } },
  life = 10,
  setup = { { "P1 Ghost Rider: Alejandra 1", "field", "level 1" }, { "P2 Sidekick 1", "field", "character" } },
  turn = { player = 1, step = "main" },
  steps = { done, attack { "P1 Ghost Rider: Alejandra 1" }, block { ["P2 Sidekick 1"] = "P1 Ghost Rider: Alejandra 1" },
            expect { life = { 9, 10 } } },
}

scenario "Ghost Rider: New Rider: blocked, sacrifice him for 2 damage to a target" {
  players = { { life = 10, cards = { { "Ghost Rider: New Rider", 1 } } }, { life = 10 } },
  setup = { { "P1 Ghost Rider: New Rider 1", "field", "level 1" }, { "P2 Sidekick 1", "field", "character" } },
  turn = { player = 1, step = "main" },
  steps = { done, attack { "P1 Ghost Rider: New Rider 1" }, block { ["P2 Sidekick 1"] = "P1 Ghost Rider: New Rider 1" },
            yes, target "P2",
            expect { life = { 10, 8 }, zone = { ["P1 Ghost Rider: New Rider 1"] = "used", ["P2 Sidekick 1"] = "field" } } },
}

scenario "Ghost Rider: Penance Stare: blocked, sacrifice him to draw and roll: a character is fielded free" {
  players = { { life = 10, cards = { { "Ghost Rider: Penance Stare", 1 } } }, { life = 10 } },
  setup = { { "P1 Ghost Rider: Penance Stare 1", "field", "level 1" }, { "P2 Sidekick 1", "field", "character" } },
  turn = { player = 1, step = "main" },
  steps = { done, attack { "P1 Ghost Rider: Penance Stare 1" },
            draw { "P1 Sidekick 1" }, roll { { "P1 Sidekick 1", "character" } },
            block { ["P2 Sidekick 1"] = "P1 Ghost Rider: Penance Stare 1" },
            yes,
            expect { zone = { ["P1 Ghost Rider: Penance Stare 1"] = "used", ["P1 Sidekick 1"] = "field" } } },
}

scenario "Kingpin: Empire Builder spins up a level when he takes damage" {
  players = { { life = 10 }, { life = 10, cards = { { "Kingpin: Empire Builder", 1 } } } },
  basic_actions = { "Power Bolt" },
  setup = { { "Power Bolt 1", "reserve", "action", owner = 1 }, { "P2 Kingpin: Empire Builder 1", "field", "level 1" } },
  turn = { player = 1, step = "main" },
  steps = { use "Power Bolt 1", target "P2 Kingpin: Empire Builder 1", expect { level = { ["P2 Kingpin: Empire Builder 1"] = 2 } } },
}

scenario "Kingpin: Payback deals 1 damage to an opponent when he takes damage" {
  players = { { life = 10 }, { life = 10, cards = { { "Kingpin: Payback", 1 } } } },
  basic_actions = { "Power Bolt" },
  setup = { { "Power Bolt 1", "reserve", "action", owner = 1 }, { "P2 Kingpin: Payback 1", "field", "level 1" } },
  turn = { player = 1, step = "main" },
  steps = { use "Power Bolt 1", target "P2 Kingpin: Payback 1", target "P1", expect { life = { 9, 10 } } },
}

scenario "Kingpin: Wilson Fisk moves a Sidekick from the Used Pile to the Prep Area when he takes damage" {
  players = { { life = 10 }, { life = 10, cards = { { "Kingpin: Wilson Fisk", 1 } } } },
  basic_actions = { "Power Bolt" },
  setup = { { "Power Bolt 1", "reserve", "action", owner = 1 }, { "P2 Kingpin: Wilson Fisk 1", "field", "level 1" },
            { "P2 Sidekick 1", "used" } },
  turn = { player = 1, step = "main" },
  steps = { use "Power Bolt 1", target "P2 Kingpin: Wilson Fisk 1", target "P2 Sidekick 1",
            expect { zone = { ["P2 Sidekick 1"] = "prep" } } },
}
