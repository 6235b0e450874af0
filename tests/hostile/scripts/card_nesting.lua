-- A returned table nested too deeply to walk.
-- expect: refused "nests tables more than 32 deep"
local t = {}
local c = t
for i = 1, 40 do c.x = {} c = c.x end
return { set = "hostile", title = "Deep", type = "character", deep = t }
