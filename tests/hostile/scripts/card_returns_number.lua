-- A card script that returns no table.
-- expect: refused "must return a table"
return 42
