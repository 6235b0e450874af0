-- expect_refused: a team or a format the rules refuse, and the reason they give.

scenario "Constructed refuses two cards with the same title" {
  expect_refused = {
    format = "constructed",
    team = [[
4 Hulk: Anger Issues
4 Hulk: Jade Giant
basic: Force Beam
basic: Thrown Car
]],
    message = "two cards titled 'Hulk'",
  },
}

scenario "Constructed refuses a team with one basic action" {
  expect_refused = {
    format = "constructed",
    team = [[
2 Beast: Big Boy Blue
basic: Force Beam
]],
    message = "1 basic action: constructed takes exactly 2",
  },
}

scenario "A team naming a card no set has is refused before the format looks at it" {
  expect_refused = {
    format = "constructed",
    team = "2 Beast: Big Boy Bleu\nbasic: Force Beam\nbasic: Thrown Car\n",
    message = "Beast: Big Boy Bleu",
  },
}

scenario "A format refuses an option out of its range" {
  expect_refused = { format = "rainbow-draft", options = { pod = 99 }, message = "pod" },
}
