-- Crystal Caves' scoring rule, added after the game's three (scoring.lua of dice-miner):
-- crystals score in sets of three, 6 points a set; a crystal left over scores 1.
return {
  rule "crystals" { reads = { "crystal" }, each = true, score = function(players, want)
    local points, details = {}, {}
    for i, p in ipairs(players) do
      local n = p.count.crystal
      local sets = n // 3
      points[i] = 6 * sets + n % 3
      if want then details[i] = n .. " crystals: " .. sets .. " sets of three" end
    end
    return points, details
  end },
}
