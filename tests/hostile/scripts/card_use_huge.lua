-- A basic action's use past 32 bits.
-- expect: refused "field 'use' is"
return { set = "hostile", number = 2, title = "Use", type = "basic_action", cost = 1, use = 1000000000000, faces = { "action", "action", "action", "action", "action*", "action**" } }
