-- A card that keeps a global.
-- expect: refused "card scripts hold no state"
counter = 0
return { set = "hostile", title = "G", type = "character" }
