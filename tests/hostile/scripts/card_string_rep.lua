-- A string past the 64 KiB limit made at load time.
-- expect: refused "string.rep: the result would be longer than the limit"
return { title = string.rep("x", 100000) }
