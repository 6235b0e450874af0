-- A finalizer would run at garbage-collection time, unbudgeted.
-- expect: refused "'__gc' is not allowed"
setmetatable({}, { __gc = function() end })
return {}
