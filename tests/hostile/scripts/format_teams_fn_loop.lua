-- A teams function that never returns.
-- kind: format
-- expect: refused "instruction budget exceeded"
return { name = "x", teams = function(pool) while true do end end }
