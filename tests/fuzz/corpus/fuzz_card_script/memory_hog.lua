-- Allocates without bound: the memory budget must stop it.
local t = {}
for i = 1, 1e9 do t[i] = string.rep("x", 1024) .. i end
return {}
