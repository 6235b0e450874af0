-- A stress format: each player gets a random legal constructed team from the AvX and ASM
-- card pools (drawn with the game's seeded random numbers, so a seed fixes both teams).
local SETS = { avx = true, asm = true }

local function pick(list)
  return list[math.random(#list)]
end

local function shuffled(list)
  local out = {}
  for i, v in ipairs(list) do out[i] = v end
  for i = #out, 2, -1 do
    local j = math.random(i)
    out[i], out[j] = out[j], out[i]
  end
  return out
end

local function build_team(characters, basics, taken_basics)
  local team = { cards = {}, basic_actions = {} }
  -- Two different basic actions nobody else brought.
  for _, b in ipairs(shuffled(basics)) do
    if #team.basic_actions == 2 then break end
    if not taken_basics[b.id] then
      taken_basics[b.id] = true
      team.basic_actions[#team.basic_actions + 1] = { b.id, 3 }
    end
  end
  -- Up to 8 cards with different titles, at least one die each, at most 20 dice.
  local titles, dice = {}, 0
  local wanted = math.random(3, 8)
  for _, c in ipairs(shuffled(characters)) do
    if #team.cards == wanted or dice >= 20 then break end
    if not titles[c.title] then
      titles[c.title] = true
      local n = math.min(c.max, 20 - dice, math.random(1, 4))
      team.cards[#team.cards + 1] = { c.id, n }
      dice = dice + n
    end
  end
  return team
end

return {
  name = "random-teams",
  description = "Random legal constructed teams from the AvX and ASM starters; 20 life.",
  edition = "asm2015",
  life = 20,
  team = { max_cards = 8, max_dice = 20, unique_titles = true },
  teams = function(pool)
    local characters, basics = {}, {}
    for _, c in ipairs(pool) do
      if SETS[c.set] then
        if c.type == "basic_action" then basics[#basics + 1] = c
        elseif c.type == "character" or c.type == "action" then characters[#characters + 1] = c end
      end
    end
    local taken = {}
    return { build_team(characters, basics, taken), build_team(characters, basics, taken) }
  end,
}
