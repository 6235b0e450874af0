-- Test card: Swarm.
return {
  set = "tim", number = 11, title = "Horde", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "fist", "fist fist", "fist fist", "0/1/1", "0/1/1", "0/1/1" },
  text = "Swarm.",
  abilities = { { static = true, keywords = { "swarm" }, text = "Swarm." } },
}
