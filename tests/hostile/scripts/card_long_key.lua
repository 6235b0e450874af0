-- A key longer than any string may be.
-- expect: refused "a string may hold at most 65536 bytes"
return { [string.rep("k", 35000) .. string.rep("k", 35000)] = 1 }
