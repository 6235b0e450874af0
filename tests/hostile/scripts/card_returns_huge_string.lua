-- A huge string where the card table should be.
-- expect: refused "string.rep: the result would be longer than the limit"
return string.rep("ab", 40000)
