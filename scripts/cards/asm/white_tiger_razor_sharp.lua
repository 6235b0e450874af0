return {
  set = "asm", number = 24, title = "White Tiger", subtitle = "Razor Sharp", cost = 4,
  type = "character", energy = "fist", affiliations = { "Spidey Friends" }, max = 4, tentative = true,
  faces = { "fist", "fist fist", "fist fist", "0/1/3", "1/2/4", "2/4/5" },
  text = "When fielded, you may sacrifice another of your characters: White Tiger gets +3A until end "
      .. "of turn. Global (once during your turn): pay 1 fist: each player fields a Sidekick from their "
      .. "Used Pile, if able.",
  abilities = {
    { on = "fielded", may = true, text = "Sacrifice another character: +3A.",
      targets = { { kind = "character", side = "own", prompt = "choose a character to sacrifice",
                    filter = function(g, self, d) return d ~= self.die end } },
      effect = function(g, self, ev, t)
        g.sacrifice(t[1])
        g.bonus(self.die, 3, 0)
      end },
    { global = true, cost = { fist = 1 }, once_per_turn = true,
      text = "Once during your turn: each player fields a Sidekick from their Used Pile, if able.",
      condition = function(g, self) return g.active() == self.player end,
      effect = function(g, self)
        for _, p in ipairs({ self.player, g.opponent(self.player) }) do
          for _, d in ipairs(g.dice(p, "used")) do
            if g.card_kind(d) == "sidekick" then
              g.field(d, 1)
              break
            end
          end
        end
      end },
  },
}
