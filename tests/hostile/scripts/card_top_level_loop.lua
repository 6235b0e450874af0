-- The script itself never returns.
-- expect: refused "instruction budget exceeded"
while true do end
