-- A teams function whose result fails when read.
-- kind: format
-- expect: refused "has a metatable"
return { name = "x", teams = function(pool) return setmetatable({}, { __index = function() error("t") end }) end }
