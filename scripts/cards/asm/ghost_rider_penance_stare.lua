return {
  set = "asm", number = 9, title = "Ghost Rider", subtitle = "Penance Stare", cost = 5,
  type = "character", energy = "bolt", affiliations = { "Spidey Friends" }, max = 4, tentative = true,
  faces = { "bolt", "bolt bolt", "bolt bolt", "1/2/3", "2/3/4", "3/5/5" },
  text = "When Ghost Rider is blocked, you may sacrifice him to draw and roll a die: a character face is "
      .. "fielded for free, anything else goes to your Used Pile.",
  abilities = {
    { on = "blocked", may = true, text = "Sacrifice him: draw and roll a die; field a character for free.",
      effect = function(g, self)
        g.sacrifice(self.die)
        local d = g.draw(self.player, "prep")
        if not d then return end
        if g.roll_to(d, "reserve") == "character" then g.field(d) else g.move(d, "used") end
      end },
  },
}
