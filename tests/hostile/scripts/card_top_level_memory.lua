-- Fills the state's memory while loading.
-- expect: refused "not enough memory"
local t = {}
for i = 1, 1e9 do t[i] = { i, i, i } end
return t
