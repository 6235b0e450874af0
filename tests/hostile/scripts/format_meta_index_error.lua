-- A format table that fails when read.
-- kind: format
-- expect: refused "has a metatable"
return setmetatable({}, { __index = function() error("boom") end })
