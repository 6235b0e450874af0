return {
  set = "avx", number = 20, title = "Storm", subtitle = "Goddess of the Plains",
  type = "character", cost = 4, energy = "mask", affiliations = { "X-Men" }, max = 4,
  faces = { "mask", "mask mask", "mask mask", "0/2/1", "1/2/2", "1/3/2" },
  text = "When Storm attacks, reroll every opposing character; those that don't come up a character go "
      .. "to their owner's Prep Area.",
  abilities = {
    { on = "attack_assigned", text = "Reroll every opposing character; non-characters go to the Prep Area.",
      affects = function(g, self) return g.characters(g.opponent(self.player)) end,
      effect = function(g, self)
        for _, d in ipairs(g.characters(g.opponent(self.player))) do g.reroll(d, "prep") end
      end },
  },
}
