-- Life at maxinteger: an endless game.
-- kind: format
-- expect: refused "'life' is 9223372036854775807"
return { name = "x", life = math.maxinteger }
