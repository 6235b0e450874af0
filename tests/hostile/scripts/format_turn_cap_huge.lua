-- A turn cap that never comes.
-- kind: format
-- expect: refused "'turn_cap' is 2147483647"
return { name = "x", turn_cap = 2147483647 }
