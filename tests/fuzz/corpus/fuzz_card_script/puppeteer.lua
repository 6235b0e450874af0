-- Test card: control, capture and copy.
return {
  set = "tim", number = 7, title = "Puppeteer", type = "character", cost = 1, energy = "mask", max = 4,
  faces = { "mask", "mask mask", "mask mask", "0/1/1", "0/1/2", "0/1/3" },
  text = "When fielded, choose one: take control of, capture, or copy the stats of target opposing character.",
  abilities = {
    { on = "fielded", text = "Control, capture or copy target opposing character.",
      targets = { { kind = "character", side = "opposing", prompt = "choose an opposing character" } },
      effect = function(g, self, ev, t)
        local mode = g.level(self.die)
        if mode == 1 then g.control(self.die, t[1])
        elseif mode == 2 then g.capture(self.die, t[1])
        else g.copy(self.die, t[1], "stats") end
      end },
  },
}
