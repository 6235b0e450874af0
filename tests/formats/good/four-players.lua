-- A smoke test for games of more than two players: two sides of two (seats 1 and 3 against
-- seats 2 and 4), each side sharing 30 life, with teams drawn from the AvX and ASM starters
-- by the game's seed. Not a real format (Doubles has its own team rules); it checks that the
-- kernel plays whole games with several players a side.
local function shuffled(list)
  local out = {}
  for i, v in ipairs(list) do out[i] = v end
  for i = #out, 2, -1 do
    local j = math.random(i)
    out[i], out[j] = out[j], out[i]
  end
  return out
end

return {
  name = "four-players",
  description = "Two sides of two players, 30 shared life a side, random starter teams.",
  edition = "asm2015",
  life = 30,
  players = 4,
  sides = { 1, 2, 1, 2 },
  team = { unique_titles = true },
  teams = function(pool)
    local characters, basics = {}, {}
    for _, c in ipairs(pool) do
      if c.set == "avx" or c.set == "asm" then
        if c.type == "basic_action" then basics[#basics + 1] = c
        elseif c.type == "character" or c.type == "action" then characters[#characters + 1] = c end
      end
    end
    local cards, actions = shuffled(characters), shuffled(basics)
    local teams, titles, next_card = {}, {}, 1
    for seat = 1, 4 do
      local team = { cards = {}, basic_actions = { { actions[seat].id, 3 } } }
      while #team.cards < 4 and next_card <= #cards do
        local c = cards[next_card]
        next_card = next_card + 1
        if not titles[c.title] then
          titles[c.title] = true
          team.cards[#team.cards + 1] = { c.id, math.min(c.max, 2) }
        end
      end
      teams[seat] = team
    end
    return teams
  end,
}
