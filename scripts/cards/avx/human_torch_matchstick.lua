return {
  set = "avx", number = 11, title = "Human Torch", subtitle = "Matchstick",
  type = "character", cost = 3, energy = "bolt", affiliations = { "Fantastic Four" }, max = 4,
  faces = { "bolt", "bolt bolt", "bolt bolt", "0/2/2", "1/3/3", "2/4/4" },
  text = "While Human Torch is active, each time you field a character you may roll a Human Torch die "
      .. "from your Used Pile (not one spent to field): a character face goes to your Reserve Pool, "
      .. "anything else back to the Used Pile.",
  abilities = {
    { on = "you_field", while_active = true, may = true, text = "Roll a Human Torch from your Used Pile.",
      targets = { { kind = "die", zone = "used", side = "own", prompt = "choose a Human Torch in your Used Pile",
                    filter = function(g, self, d)
                      if g.card_of(d) ~= self.card then return false end
                      for _, p in ipairs(g.last_paid()) do if p == d then return false end end
                      return true
                    end } },
      effect = function(g, self, ev, t)
        if g.roll_to(t[1], "reserve") ~= "character" then g.move(t[1], "used") end
      end },
  },
}
