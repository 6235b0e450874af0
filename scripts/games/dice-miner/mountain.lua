-- The mountain: 20 dice in a slanted pyramid (rulebook, "Preparación" and the diagram of the
-- Excavation phase). A spot is { rests_on = { spots below it } }; spots are numbered from 1
-- in the order listed, and keys and scenarios use those numbers (take:18).
--
-- Engine assumption (the rulebook's picture is lost; docs/dice-miner.md): rows of 6, 5, 4, 3
-- and 2 dice from the bottom, each die resting on the two below it. Spots 1-6 are the bottom
-- row from the left, 7-11 the next, 12-15, 16-18, and 19-20 at the summit:
--
--                 19  20
--               16  17  18
--             12  13  14  15
--            7   8   9  10  11
--          1   2   3   4   5   6
--
-- Top: a die no die rests on. Skirt: a die covered on one of its upper sides but not both
-- (upper_sides = 2): the ends of each row, or a die whose other neighbour above is gone.
-- When a die is taken, the die resting on it from the upper left slides down into its place,
-- else the one from the upper right, and so on up the slope (each spot's slides_from, by
-- default the spots resting on it, lowest number first). Dice fill the mountain from the
-- bottom, each spot after the spots it rests on.
local rows = { 6, 5, 4, 3, 2 }
local spots = {}
local first = {}
for r, width in ipairs(rows) do
  first[r] = #spots + 1
  for i = 1, width do
    local below = {}
    if r > 1 then below = { first[r - 1] + i - 1, first[r - 1] + i } end
    spots[#spots + 1] = spot { name = "row " .. r .. ", die " .. i, rests_on = below }
  end
end

return mountain { size = 20, upper_sides = 2, spots = spots }
