-- Dice Miner's mountain (scripts/games/dice-miner/mountain.lua) with 18 rows, 19 dice at the
-- bottom: 189 spots, near the most a mountain may have, for a long game (long.lua).
local rows = { 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2 }
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

return mountain { size = #spots, upper_sides = 2, spots = spots }
