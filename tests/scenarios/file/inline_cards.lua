-- Cards written in the scenario file itself: a ruling about a card of one's own.

scenario "A card written inline: its fielding trigger gains its owner 1 life" {
  cards = [[
set judge "Judge's rulings"

card 1 "Field Medic" "Triage"
  character
  cost 2 shield
  affiliation "Rulings"
  rarity common
  max 4
  faces shield | shield shield | shield shield | 0/1/2 | 1/2/2 | 1/2/3

  when this is fielded: gain 1 life.
]],
  players = {
    { life = 10, cards = { { "Field Medic: Triage", 1 } } },
    { life = 10 },
  },
  life = 20,
  setup = {
    { "P1 Field Medic: Triage 1", "reserve", "level 1" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Field Medic: Triage 1",
    expect { life = { 11, 10 }, zone = { ["P1 Field Medic: Triage 1"] = "field" } },
    log_has { type = "field", die = "P1 Field Medic: Triage 1" },
  },
}

