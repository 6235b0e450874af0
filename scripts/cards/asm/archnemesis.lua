return {
  set = "asm", number = 25, title = "Archnemesis!", type = "basic_action", cost = 4, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Target character of yours and target opposing character deal damage to each other equal to "
      .. "their attack. Global: pay 1 shield: target character's defense becomes equal to its attack "
      .. "until end of turn.",
  abilities = {
    { on = "used", text = "Your character and an opposing one damage each other by their attack.",
      targets = { { kind = "character", side = "own", prompt = "choose one of your characters" },
                  { kind = "character", side = "opposing", prompt = "choose an opposing character" } },
      effect = function(g, self, ev, t)
        if #t < 2 then return end
        local mine, theirs = t[1], t[2]
        g.damage(theirs, g.attack(mine))
        g.damage(mine, g.attack(theirs))
      end },
    { global = true, cost = { shield = 1 }, text = "Target character's D becomes its A until end of turn.",
      targets = { { kind = "character", prompt = "choose a character" } },
      effect = function(g, self, ev, t) g.grant(t[1], "defense_equals_attack") end },
  },
}
