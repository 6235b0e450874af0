local t = setmetatable({}, { __gc = function() os.exit(1) end })
return { set = "f", number = 2, title = "Gc", type = "action", cost = 1, max = 3,
  faces = { "1", "1", "1", "action", "action*", "action**" } }
