return {
  set = "asm", number = 29, title = "Great Responsibility", type = "basic_action", cost = 5, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Sacrifice a character of yours to KO target opposing character.",
  abilities = {
    { on = "used", text = "Sacrifice one of your characters: KO target opposing character.",
      targets = { { kind = "character", side = "own", prompt = "choose a character to sacrifice" },
                  { kind = "character", side = "opposing", prompt = "choose an opposing character to KO" } },
      effect = function(g, self, ev, t)
        if #t < 2 then return end
        g.sacrifice(t[1])
        g.ko(t[2])
      end },
  },
}
