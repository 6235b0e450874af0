local function doom(g, self)
  g.grant(self.die, "ko_end_of_combat")
  for _, d in ipairs(g.engaged(self.die)) do g.grant(d, "ko_end_of_combat") end
end

return {
  set = "asm", number = 21, title = "Spider-Woman", subtitle = "Agent", cost = 4,
  type = "character", energy = "fist", affiliations = { "Spidey Friends" }, max = 4, tentative = true,
  faces = { "fist", "fist fist", "fist fist", "1/2/4", "1/2/5", "2/3/5" },
  text = "When Spider-Woman blocks or is blocked, she and each character engaged with her are KO'd at the end of combat.",
  abilities = {
    { on = "blocks", text = "She and each character engaged with her are KO'd at the end of combat.",
      affects = function(g, self) return g.engaged(self.die) end, effect = doom },
    { on = "blocked", text = "She and each character engaged with her are KO'd at the end of combat.",
      affects = function(g, self) return g.engaged(self.die) end, effect = doom },
  },
}
