-- Reading: the printed "put his die on an action card" is kept as its effect only: until the end
-- of your next turn your opponent pays double for that card's dice; the die itself goes on as an
-- unblocked attacker does.
return {
  set = "asm", number = 3, title = "Carnage", subtitle = "Symbiote", cost = 6,
  type = "character", energy = "mask", affiliations = { "Villain" }, max = 4, tentative = true,
  faces = { "mask", "mask mask", "mask mask", "1/3/5", "2/5/5", "3/7/6" },
  text = "When Carnage deals combat damage to your opponent, you may choose a basic action card: until "
      .. "the end of your next turn, its dice cost your opponent double.",
  abilities = {
    { on = "damages_player", combat = true, may = true,
      text = "Choose a basic action card: its dice cost your opponent double until the end of your next turn.",
      effect = function(g, self)
        -- One die stands for each basic action card that still has dice to buy.
        local seen, choices = {}, {}
        for _, d in ipairs(g.supply_dice()) do
          local c = g.card_of(d)
          if g.card_kind(d) == "basic_action" and not seen[c] then
            seen[c] = true
            choices[#choices + 1] = d
          end
        end
        return { choose = choices, next = "mark", prompt = "choose a basic action card" }
      end,
      mark = function(g, self, ev, picked)
        if picked[1] then
          g.player_flag(g.opponent(self.player), "double_cost", g.card_of(picked[1]), g.turn() + 2)
        end
      end },
  },
}
