return {
  set = "avx", number = 24, title = "Thor", subtitle = "Odinson",
  type = "character", cost = 6, energy = "bolt", affiliations = { "Avengers" }, max = 4,
  faces = { "bolt", "bolt bolt", "bolt bolt", "1/5/6", "2/6/8", "3/8/8" },
  text = "When fielded, capture every opposing fist character until end of turn (or until Thor leaves the field).",
  abilities = {
    { on = "fielded", text = "Capture every opposing fist character.",
      affects = function(g, self)
        local out = {}
        for _, d in ipairs(g.characters(g.opponent(self.player))) do
          if g.energy_type(d) == "fist" then out[#out + 1] = d end
        end
        return out
      end,
      effect = function(g, self)
        for _, d in ipairs(g.characters(g.opponent(self.player))) do
          if g.energy_type(d) == "fist" then g.capture(self.die, d) end
        end
      end },
  },
}
