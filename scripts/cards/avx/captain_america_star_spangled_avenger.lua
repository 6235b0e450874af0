return {
  set = "avx", number = 6, title = "Captain America", subtitle = "Star-Spangled Avenger",
  type = "character", cost = 5, energy = "shield", affiliations = { "Avengers" }, max = 4,
  faces = { "shield", "shield shield", "shield shield", "1/3/3", "2/5/4", "2/5/5" },
  text = "When fielded, KO each opposing Sidekick character; gain 1 life for each one KO'd.",
  abilities = {
    { on = "fielded", text = "KO each opposing Sidekick; gain 1 life for each.",
      affects = function(g, self)
        local out = {}
        for _, d in ipairs(g.characters(g.opponent(self.player))) do
          if g.is_sidekick(d) then out[#out + 1] = d end
        end
        return out
      end,
      effect = function(g, self)
        local n = 0
        for _, d in ipairs(g.characters(g.opponent(self.player))) do
          if g.is_sidekick(d) then
            g.ko(d)
            if g.zone(d) ~= "field" and g.zone(d) ~= "attack" then n = n + 1 end
          end
        end
        g.gain_life(self.player, n)
      end },
  },
}
