-- The demo game from the Amazing Spider-Man starter (2015 rules: Out of Play zone, ties).
return {
  name = "asm-demo",
  description = "ASM demo game: Back for Seconds!, Betrayal, Exposed!; 2 dice per character, 10 life.",
  edition = "asm2015",
  life = 10,
  basic_actions = { "Back for Seconds!", "Betrayal", "Exposed!" },
  dice_per_basic_action = 3,
  teams = {
    { cards = { { "Drax: Pained", 2 }, { "Silver Sable: Wild Pack", 2 } } },
    { cards = { { "Spider-Man: Tangled Web", 2 }, { "Spider-Woman: Secret Avenger", 2 } } },
  },
}
