return {
  set = "avx", number = 21, title = "Storm", subtitle = "'Ro",
  type = "character", cost = 2, energy = "mask", affiliations = { "X-Men" }, max = 4,
  faces = { "mask", "mask mask", "mask mask", "0/2/1", "1/2/2", "1/3/2" },
  text = "After blockers are declared, reroll each character engaged with Storm. A die that doesn't "
      .. "come up a character goes to its owner's Prep Area.",
  abilities = {
    { on = "after_blockers", text = "Reroll each character engaged with her; non-characters go to the Prep Area.",
      affects = function(g, self) return g.engaged(self.die) end,
      effect = function(g, self)
        for _, d in ipairs(g.engaged(self.die)) do g.reroll(d, "prep") end
      end },
  },
}
