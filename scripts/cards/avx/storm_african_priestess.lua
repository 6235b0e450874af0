return {
  set = "avx", number = 19, title = "Storm", subtitle = "African Priestess",
  type = "character", cost = 3, energy = "mask", affiliations = { "X-Men" }, max = 4,
  faces = { "mask", "mask mask", "mask mask", "0/2/1", "1/2/2", "1/3/2" },
  text = "When fielded, reroll target opposing character; if it doesn't come up a character, it goes "
      .. "to its owner's Used Pile.",
  abilities = {
    { on = "fielded", text = "Reroll target opposing character; a non-character goes to the Used Pile.",
      targets = { { kind = "character", side = "opposing", prompt = "choose an opposing character" } },
      effect = function(g, self, ev, t) g.reroll(t[1], "used") end },
  },
}
