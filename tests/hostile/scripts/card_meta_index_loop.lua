-- An __index that never returns would hang a reader that runs it unbudgeted.
-- expect: refused "has a metatable"
return setmetatable({}, { __index = function() while true do end end })
