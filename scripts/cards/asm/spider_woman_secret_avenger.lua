return {
  set = "asm", number = 19, title = "Spider-Woman", subtitle = "Secret Avenger",
  type = "character", cost = 3, energy = "fist", affiliations = { "Spidey Friends" }, max = 4,
  tentative = true,
  faces = { "fist", "fist fist", "fist fist", "1/2/4", "1/2/5", "2/3/5" },
  text = "While Spider-Woman is blocked or blocking, you may pay 1 fist: she gets +1A and +1D until end of turn.",
  abilities = {
    { activated = true, attack_step = true, cost = { fist = 1 },
      text = "While blocked or blocking, pay 1 fist: +1A/+1D until end of turn.",
      condition = function(g, self)
        return g.zone(self.die) == "attack" and (g.is_blocking(self.die) or g.is_blocked(self.die))
      end,
      effect = function(g, self) g.bonus(self.die, 1, 1) end },
  },
}
