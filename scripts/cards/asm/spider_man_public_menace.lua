-- The ASM Spider-Man die is unreadable in every source we have: its stats are placeholders.
return {
  set = "asm", number = 18, title = "Spider-Man", subtitle = "\"Public Menace!\"", cost = 5,
  type = "character", energy = "bolt", affiliations = { "Spidey Friends" }, max = 4, tentative = true,
  faces = { "bolt", "bolt bolt", "bolt bolt", "1/3/3*", "1/4/3", "2/5/4" },
  text = "When Spider-Man is KO'd, you gain 1 life. *: 2 life instead if another Spidey Friend of yours "
      .. "is in the field. Global: pay 1 bolt: target character gains the Spidey Friends affiliation until end of turn.",
  abilities = {
    { on = "ko", text = "Gain 1 life.", effect = function(g, self) g.gain_life(self.player, 1) end },
    { on = "ko", burst = 1, instead = true, text = "Gain 2 life if another Spidey Friend of yours is fielded (else 1).",
      effect = function(g, self)
        local friend = false
        for _, d in ipairs(g.characters(self.player)) do
          if d ~= self.die and g.has_affiliation(d, "Spidey Friends") then friend = true end
        end
        g.gain_life(self.player, friend and 2 or 1)
      end },
    { global = true, cost = { bolt = 1 },
      text = "Target character gains the Spidey Friends affiliation until end of turn.",
      targets = { { kind = "character", prompt = "choose a character" } },
      effect = function(g, self, ev, t) g.grant(t[1], "affiliation:Spidey Friends") end },
  },
}
