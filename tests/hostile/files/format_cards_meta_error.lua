-- A format table whose reads fail: read for its card files, for its game and as a format.
return setmetatable({}, { __index = function(t, k) error("boom: " .. tostring(k)) end })
