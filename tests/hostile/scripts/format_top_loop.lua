-- A format script that never returns.
-- kind: format
-- expect: refused "instruction budget exceeded"
while true do end
