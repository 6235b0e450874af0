return {
  set = "avx", number = 12, title = "Human Torch", subtitle = "Playing with Fire",
  type = "character", cost = 2, energy = "bolt", affiliations = { "Fantastic Four" }, max = 4,
  faces = { "bolt", "bolt bolt", "bolt bolt", "0/2/2", "1/3/3", "2/4/4" },
  text = "The first time each turn you field a character, each Human Torch already in your "
      .. "Field Zone gets +1A and +1D until end of turn.",
  abilities = {
    { on = "you_field", card = true, once_per_turn = true,
      text = "The first time each turn you field a character, each Human Torch already in your "
          .. "Field Zone gets +1A/+1D until end of turn.",
      effect = function(g, self, ev)
        for _, d in ipairs(g.dice_of_card(self.card, "field")) do
          if d ~= ev.die and g.is_character(d) then g.bonus(d, 1, 1) end
        end
      end },
  },
}
