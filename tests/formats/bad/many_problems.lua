-- Several problems in one format file: each is reported in the same run, like a team file's.
return {
  name = "many_problems",
  lifes = 20,
  edition = "asm2099",
  turn_cap = "long",
  first_turn_attack = "yes",
  basic_actions = { "Force Beam", "Inner Rage", "Thrown Car" },
  teams = {
    { cards = { { "Drax: The Lost One", 2 }, { "Silver Sable: Wild Pack", 2 } }, colour = "red" },
    { cards = { { "Spider-Man: Tangled Web", 2 }, { "Spider-Woman: Secret Avenger", 2 } } },
  },
}
