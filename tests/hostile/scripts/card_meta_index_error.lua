-- The card table's fields come from an __index that fails: it must not run outside the budgeted call.
-- expect: refused "has a metatable"
return setmetatable({}, { __index = function() error("boom") end })
