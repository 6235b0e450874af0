-- A format whose `cards` list never answers a read.
return { cards = setmetatable({}, { __index = function() while true do end end, __len = function() while true do end end }) }
