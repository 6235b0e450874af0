return {
  set = "avx", number = 4, title = "Captain America", subtitle = "American Hero",
  type = "character", cost = 4, energy = "shield", affiliations = { "Avengers" }, max = 4,
  faces = { "shield", "shield shield", "shield shield", "1/3/3", "2/5/4", "2/5/5" },
  text = "When fielded, you may roll one Sidekick die from your Used Pile into your Reserve Pool "
      .. "(not one spent to field him).",
  abilities = {
    { on = "fielded", may = true,
      text = "You may roll a Sidekick from your Used Pile into your Reserve Pool.",
      targets = { { kind = "die", zone = "used", side = "own",
                    prompt = "choose a Sidekick in your Used Pile",
                    filter = function(g, self, d)
                      if not g.is_sidekick(d) then return false end
                      for _, paid in ipairs(g.last_paid()) do
                        if paid == d then return false end
                      end
                      return true
                    end } },
      effect = function(g, self, ev, t) g.roll_to(t[1], "reserve") end },
  },
}
