-- Catching the budget error to carry on.
-- expect: refused "instruction budget exceeded"
while true do pcall(function() while true do end end) end
