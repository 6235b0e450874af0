-- A scenario file that never finishes reading: the sandbox's instruction budget stops it.
while true do end
