-- The budget's abort is sticky: pcall can't swallow it and go on.
while true do pcall(function() while true do end end) end
