return {
  set = "avx", number = 23, title = "Thor", subtitle = "Lord of Asgard",
  type = "character", cost = 6, energy = "bolt", affiliations = { "Avengers" }, max = 4,
  faces = { "bolt", "bolt bolt", "bolt bolt", "1/5/6", "2/6/8", "3/8/8" },
  text = "Thor can't be blocked by fist characters.",
  abilities = {
    { static = true, text = "Can't be blocked by fist characters.",
      restrict = function(g, self, what, attacker, blocker)
        return what == "block" and g.energy_type(blocker) == "fist"
      end },
  },
}
