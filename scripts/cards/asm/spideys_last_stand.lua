return {
  set = "asm", number = 31, title = "Spidey's Last Stand", type = "basic_action", cost = 3, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Sacrifice a character of yours to draw two dice and roll them into your Reserve Pool.",
  abilities = {
    { on = "used", text = "Sacrifice a character: draw two dice and roll them into your Reserve Pool.",
      targets = { { kind = "character", side = "own", prompt = "choose a character to sacrifice" } },
      effect = function(g, self, ev, t)
        g.sacrifice(t[1])
        for _ = 1, 2 do
          local d = g.draw(self.player, "prep")
          if d then g.roll_to(d, "reserve") end
        end
      end },
  },
}
