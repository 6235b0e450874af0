-- Test card: pay a fist to keep it unaffected by an ability.
return {
  set = "tim", number = 4, title = "Ward", type = "character", cost = 1, energy = "mask", max = 4,
  faces = { "mask", "mask mask", "mask mask", "0/1/2", "0/2/2", "1/2/3" },
  text = "You may pay 1 fist to keep Ward from being affected by an ability.",
  abilities = { { static = true, protect = true, cost = { fist = 1 }, text = "Pay 1 fist: unaffected." } },
}
