-- A 3 MB word made at load time.
-- kind: format
-- expect: refused "string.rep: the result would be longer than the limit"
return { name = string.rep("n", 3000000) }
