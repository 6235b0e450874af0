-- A teams list with a looping __len.
-- kind: format
-- expect: refused ".teams has a metatable"
return { name = "x", teams = setmetatable({}, { __len = function() while true do end end }) }
