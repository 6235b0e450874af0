-- A format table whose reads never return.
-- kind: format
-- expect: refused "has a metatable"
return setmetatable({}, { __index = function() while true do end end })
