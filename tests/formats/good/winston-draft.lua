-- Winston draft for two, a draft the engine doesn't ship: the worked example of docs/formats.md.
-- Cards from 15 packs make a face-down stack; three piles start with one card each. On your
-- turn you look at pile 1: take it (it is refilled with one card from the stack), or pass (it
-- gains a card from the stack) and look at pile 2, then pile 3; passing on pile 3 takes the top
-- card of the stack. Players alternate until every card is taken. Each team is the drafter's
-- cards, one die a copy (at most the card's Max), the first 8 titles drafted; three basic
-- actions drawn at random are on the table.
local function take_top(state)
  local stack = state.piles[4].cards
  return table.remove(stack, #stack)
end

local function left(state)
  for i = 1, 4 do
    if #state.piles[i].cards > 0 then return true end
  end
  return false
end

-- The first pile from `from` that holds cards (the stack may have run out).
local function next_pile(state, from)
  for i = from, 3 do
    if #state.piles[i].cards > 0 then return i end
  end
  return 4
end

local function build_teams(state, pool)
  for _, d in ipairs(state.drafters) do
    local copies, order, titles = {}, {}, {}
    for _, id in ipairs(d.drafted) do
      if not copies[id] then order[#order + 1] = id end
      copies[id] = (copies[id] or 0) + 1
    end
    for _, id in ipairs(order) do
      local card = pool[id]
      if #d.team < 8 and not titles[card.title] then
        titles[card.title] = true
        d.team[#d.team + 1] = { id, math.min(copies[id], card.max) }
      end
    end
  end
end

return {
  name = "winston-draft",
  description = "Winston draft for two: take a pile or add to it and look at the next.",
  life = 20,
  team = { max_cards = 8, unique_titles = true, basic_actions = 3 },
  draft = {
    packs = { sets = { "avx", "asm", "sky" } },
    start = function(state, pool, open_pack)
      local stack = {}
      for _ = 1, 15 do
        for _, id in ipairs(open_pack()) do stack[#stack + 1] = id end
      end
      state.piles = { { secret = true, cards = {} }, { secret = true, cards = {} }, { secret = true, cards = {} },
                      { secret = true, cards = stack } }
      for i = 1, 3 do state.piles[i].cards[1] = take_top(state) end
      local actions = {}
      for _, c in ipairs(pool) do
        if c.type == "basic_action" and (c.set == "avx" or c.set == "asm") then actions[#actions + 1] = c.id end
      end
      for i = 1, 3 do
        local j = math.random(#actions)
        state.basic_actions[i] = table.remove(actions, j)
      end
      state.vars = { seat = 1, look = 1 }
    end,

    next = function(state)
      if not left(state) then return nil end
      local v = state.vars
      local pile = next_pile(state, v.look)
      if pile == 4 then
        return { seat = v.seat, prompt = "take the top card of the stack", options = { { "pick", state.piles[4].cards[#state.piles[4].cards] } } }
      end
      -- Passing adds a card from the stack: with the stack gone, the pile must be taken.
      local options = { { "stack", pile } }
      if #state.piles[4].cards > 0 then options[2] = { "pass" } end
      return { seat = v.seat, prompt = "pile " .. pile .. ": take it, or pass and add a card to it", options = options }
    end,

    choose = function(state, seat, choice, pool)
      local v = state.vars
      local d = state.drafters[seat]
      local pile = next_pile(state, v.look)
      if choice[1] == "stack" then
        for _, id in ipairs(state.piles[pile].cards) do d.drafted[#d.drafted + 1] = id end
        state.piles[pile].cards = {}
        if #state.piles[4].cards > 0 then state.piles[pile].cards[1] = take_top(state) end
      elseif choice[1] == "pass" then
        local cards = state.piles[pile].cards
        cards[#cards + 1] = take_top(state)
        v.look = pile + 1
        if next_pile(state, v.look) <= 3 then return end
        -- Passed on the last pile: the top card of the stack, if any is left.
        if #state.piles[4].cards > 0 then d.drafted[#d.drafted + 1] = take_top(state) end
      else
        d.drafted[#d.drafted + 1] = take_top(state)
      end
      v.seat, v.look = 3 - seat, 1
      if not left(state) then build_teams(state, pool) end
    end,
  },
}
