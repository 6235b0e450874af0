-- A negative card number.
-- expect: refused "field 'number' is -5"
return { set = "hostile", number = -5, title = "N", type = "character", cost = 1, energy = "fist", max = 4, faces = { "0/1/1", "0/1/1", "0/1/1", "0/1/1", "0/1/1", "0/1/1" } }
