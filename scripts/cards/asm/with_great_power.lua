local function yours(g, self) return g.characters(self.player) end

return {
  set = "asm", number = 34, title = "With Great Power...", type = "basic_action", cost = 3, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Spin each of your characters up one level. **: spin them to level 3 instead.",
  abilities = {
    { on = "used", text = "Spin each of your characters up one level.", affects = yours,
      effect = function(g, self)
        for _, d in ipairs(g.characters(self.player)) do g.spin(d, 1) end
      end },
    { on = "used", burst = 2, instead = true, text = "Spin each of your characters to level 3 instead.",
      affects = yours,
      effect = function(g, self)
        for _, d in ipairs(g.characters(self.player)) do g.spin(d, 3 - g.level(d)) end
      end },
  },
}
