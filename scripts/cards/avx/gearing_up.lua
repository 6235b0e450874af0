return {
  set = "avx", number = 28, title = "Gearing Up", type = "basic_action", cost = 4, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Draw two dice from your bag and roll them into your Reserve Pool.",
  abilities = {
    { on = "used", text = "Draw two dice and roll them into your Reserve Pool.",
      effect = function(g, self)
        for _ = 1, 2 do
          local d = g.draw(self.player, "prep")
          if d then g.roll_to(d, "reserve") end
        end
      end },
  },
}
