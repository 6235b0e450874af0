counter = 0
return { set = "f", number = 3, title = "Counter", type = "action", cost = 1, max = 3,
  faces = { "1", "1", "1", "action", "action*", "action**" },
  abilities = { { on = "used", effect = function(g, self, ev, t) counter = counter + 1 end } } }
