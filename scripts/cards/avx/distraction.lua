return {
  set = "avx", number = 25, title = "Distraction", type = "basic_action", cost = 4, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Your opponent chooses two of their characters: they can't block this turn. Global: pay 1 mask: "
      .. "return an attacking character from the Attack Zone to the Field Zone.",
  abilities = {
    { on = "used", text = "Two characters your opponent chooses can't block this turn.",
      targets = { { kind = "character", side = "opposing", count = 2, chooser = "opponent",
                    prompt = "choose two of your characters that won't block" } },
      effect = function(g, self, ev, t)
        for _, d in ipairs(t) do g.grant(d, "cant_block") end
      end },
    { global = true, cost = { mask = 1 }, text = "Return an attacker from the Attack Zone to the Field Zone.",
      targets = { { kind = "character", prompt = "choose an attacking character",
                    filter = function(g, self, d) return g.is_attacking(d) end } },
      effect = function(g, self, ev, t) g.move(t[1], "field") end },
  },
}
