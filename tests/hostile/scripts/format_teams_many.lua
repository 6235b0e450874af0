-- 60,000 teams.
-- kind: format
-- expect: refused "more than 10000 entries"
local t = {} for i = 1, 60000 do t[i] = { cards = { "Sidekick" } } end
return { name = "x", teams = t }
