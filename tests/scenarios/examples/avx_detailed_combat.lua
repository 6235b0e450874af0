-- The AvX rulebook's detailed combat example ("EJEMPLO DE COMBATE DETALLADO"), step by step.
-- Alberto (P1) attacks with Thor: Lord of Asgard, Storm: 'Ro, Hulk: Jade Giant and Captain
-- America: Natural Leader; Quique (P2) blocks with Iron Man: Playboy, Spider-Man: "Tiger" and
-- Beast: Big Boy Blue. Levels are the ones the outcome the rulebook states requires.
local THOR, STORM, HULK, CAP = "P1 Thor: Lord of Asgard 1", "P1 Storm: 'Ro 1", "P1 Hulk: Jade Giant 1",
                               "P1 Captain America: Natural Leader 1"
local IRON, TIGER, BEAST = "P2 Iron Man: Playboy 1", 'P2 Spider-Man: "Tiger" 1', "P2 Beast: Big Boy Blue 1"
local FISTS, FIST = 'P2 Spider-Man: "Tiger" 2', 'P2 Spider-Man: "Tiger" 3'

return scenario "AvX detailed combat example" {
  edition = "avx2014",
  life = 20,
  players = {
    { life = 20, cards = { { "Thor: Lord of Asgard", 1 }, { "Storm: 'Ro", 1 }, { "Hulk: Jade Giant", 1 },
                           { "Captain America: Natural Leader", 1 } } },
    { life = 20, cards = { { "Iron Man: Playboy", 1 }, { 'Spider-Man: "Tiger"', 3 }, { "Beast: Big Boy Blue", 1 } } },
  },
  basic_actions = { "Focus Power", "Force Beam", "Smash!" },
  setup = {
    { THOR, "field", "level 1" },    -- 1/5/6
    { STORM, "field", "level 2" },   -- 1/2/2
    { HULK, "field", "level 3" },    -- 3/8/8
    { CAP, "field", "level 1" },     -- 1/3/3
    { "Force Beam 1", "reserve", "action", owner = 1 },
    { "Focus Power 1", "reserve", "action**", owner = 1 },
    { IRON, "field", "level 3" },    -- 2/5/7
    { TIGER, "field", "level 1" },   -- 0/3/3
    { BEAST, "field", "level 2" },   -- 0/2/3
    { FISTS, "reserve", "fist fist" },
    { FIST, "reserve", "fist" },     -- three fists in all
  },
  turn = { player = 1, step = "main" },
  steps = {
    done,
    attack { THOR, STORM, HULK, CAP },
    block { [IRON] = THOR, [TIGER] = HULK, [BEAST] = CAP },
    -- Beast blocks: +1A/+1D. Storm is unblocked, so her reroll finds nobody engaged with her.
    expect { attack = { [BEAST] = 3 }, defense = { [BEAST] = 4 }, zone = { [STORM] = "attack" } },

    -- Alberto acts first: Force Beam without bursts, 1 damage to every character.
    use "Force Beam 1",
    no,                               -- Quique keeps his fists: Spider-Man takes the damage
    expect { damage = { [THOR] = 1, [STORM] = 1, [HULK] = 1, [CAP] = 1, [IRON] = 1, [TIGER] = 1, [BEAST] = 1 } },
    -- Hulk and Iron Man both trigger; the attacker's resolves first. Hulk KOs a level 1
    -- character: Spider-Man is the only one, and Quique pays a fist to keep him unaffected.
    target(TIGER),
    yes,
    pay { { FISTS, 1 } },             -- two fists become one
    expect { zone = { [TIGER] = "attack" }, face = { [FISTS] = "fist" } },
    -- Iron Man took damage in the Attack Step: 3 damage to Hulk.
    target(HULK),
    -- Hulk took damage again: again at Spider-Man, again paid for.
    target(TIGER),
    yes,
    pay { FISTS },
    expect { damage = { [HULK] = 4, [TIGER] = 1 }, zone = { [TIGER] = "attack", [FISTS] = "used" } },

    -- Focus Power with a double burst: Thor up a level, and Storm up a level. Thor is at
    -- level 1, so up is the only way he can spin: nothing to ask.
    use "Focus Power 1",
    target(THOR),
    target(STORM),
    yes,
    expect { level = { [THOR] = 2, [STORM] = 3 }, attack = { [THOR] = 6, [STORM] = 3 } },
    -- Alberto has nothing left to use, so the engine passes for him; Quique now has priority.
    expect { decision = { kind = "global_window", player = 2 } },

    -- Quique's last fist pays for Smash!'s global: Thor deals no damage.
    global "Smash!",
    target(THOR),
    pay(),
    -- Neither player can do anything more: damage is assigned and dealt.

    -- Captain America, Beast and Spider-Man are KO'd; Hulk (7 damage, D8), Iron Man and Thor
    -- survive; Hulk's trigger finds no level 1 character; Storm deals 3 to Quique.
    expect {
      zone = { [CAP] = "prep", [BEAST] = "prep", [TIGER] = "prep",
               [HULK] = "field", [IRON] = "field", [THOR] = "field", [STORM] = "used" },
      life = { 20, 17 },
      turn = { player = 2 },
    },
  },
}
