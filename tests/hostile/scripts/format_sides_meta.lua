-- Sides read through __len.
-- kind: format
-- expect: refused ".sides has a metatable"
return { name = "x", sides = setmetatable({ 1, 2 }, { __len = function() return 2 end }) }
