return scenario "unclosed" {
  players = { { life = 10 }, { life = 10 } ,
