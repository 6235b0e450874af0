-- Dice Miner's scoring (rulebook, "Fase de Puntuación"). Each rule is a pure function over
-- every scored player's faces (the dice of the trove and the hero's faces):
--   points, details = rule(players, want_details)
-- players[i] = { faces = { face, ... }, count = { symbol = total, ... } }, each face a
-- read-only table of the counts of the symbols the rule reads ({ tunnel = 3 }; faces showing
-- none of them are left out), and `count` the player's total of each. A rule returns one
-- whole number of points a player, in the order given, and when
-- asked a line of text a player saying how. Beer, magic and chests score nothing. In a
-- tie-break only the tied players are given, so the gems' doubling is decided among them.

local function join(list, sep)
  local out = {}
  for i, v in ipairs(list) do out[i] = tostring(v) end
  return table.concat(out, sep)
end

-- Tunnels: sequences 1, 2, 3, ... each worth the sum of its faces; each die in one sequence
-- only; several sequences may score; a die not in a sequence that starts at 1 scores nothing.
-- Building each sequence as long as it goes is the best split: 1,1,2,2,3 is [1+2+3] + [1+2].
local function tunnels(players, want)
  local points, details = {}, want and {} or nil
  for i, p in ipairs(players) do
    local count = {}
    for _, f in ipairs(p.faces) do
      local v = f.tunnel
      if v > 0 then count[v] = (count[v] or 0) + 1 end
    end
    local total, parts = 0, want and {} or nil
    while (count[1] or 0) > 0 do
      local v = 1
      while (count[v] or 0) > 0 do
        count[v] = count[v] - 1
        total = total + v
        v = v + 1
      end
      if want then
        local run = {}
        for k = 1, v - 1 do run[k] = k end
        parts[#parts + 1] = "[" .. join(run, "+") .. "]"
      end
    end
    points[i] = total
    if want then details[i] = #parts > 0 and join(parts, " + ") or "no sequence from 1" end
  end
  return points, details
end

-- Treasure: a point a gem, doubled for the one player with the most gems (a tie: nobody).
local function treasure(players, want)
  local most, holders = 0, 0
  for _, p in ipairs(players) do
    local n = p.count.gem
    if n > most then most, holders = n, 1 elseif n == most then holders = holders + 1 end
  end
  local points, details = {}, want and {} or nil
  for i, p in ipairs(players) do
    local gems = p.count.gem
    local doubled = most > 0 and holders == 1 and gems == most
    points[i] = doubled and 2 * gems or gems
    if want then details[i] = gems .. " gems" .. (doubled and ", the most: doubled" or "") end
  end
  return points, details
end

-- Hazards: each cave-in and dragon is -1; pickaxes turn the cave-ins positive and multiply
-- them by the number of pickaxes, shields the dragons by the number of shields.
local function hazards(players, want)
  local points, details = {}, want and {} or nil
  for i, p in ipairs(players) do
    local c = p.count
    local cave_ins, dragons, pickaxes, shields = c.cave_in, c.dragon, c.pickaxe, c.shield
    local a = pickaxes > 0 and pickaxes * cave_ins or -cave_ins
    local b = shields > 0 and shields * dragons or -dragons
    points[i] = a + b
    if want then
      details[i] = cave_ins .. " cave-ins x " .. (pickaxes > 0 and pickaxes .. " pickaxes" or "-1") .. ", " ..
                   dragons .. " dragons x " .. (shields > 0 and shields .. " shields" or "-1")
    end
  end
  return points, details
end

-- Each rule says what it reads (the engine gives it that alone, and remembers its points by
-- it): tunnels and hazards score a player from their own faces (`each`), treasure compares
-- everyone's gems.
return {
  rule "tunnels" { reads = { "tunnel" }, each = true, score = tunnels },
  rule "treasure" { reads = { "gem" }, score = treasure },
  rule "hazards" { reads = { "cave_in", "dragon", "pickaxe", "shield" }, each = true, score = hazards },
}
