-- Rainbow Draft (ASM rulebook, "Rainbow Draft"; the facts in CARD-DATA.md): a pod of 2 to 6
-- players, each opening packs (12 by default) into two secret piles of half each. All dice go
-- to the middle. Everyone picks one card from the first pile they hold and passes the rest to
-- the right (the next seat), taking the pile from the left, until the piles are gone; then
-- the second piles the same way, passed to the left. Each player then builds a team: up to 8
-- of the cards they drafted, with different titles, one die per drafted copy (at most the
-- card's Max), and 2 different basic action cards of their own. Life is not in the recovered
-- rules: an option, 20 by default. Seats 1 and 2 play; in a bigger pod the others draft only.
local pod = option("pod", 2, { min = 2, max = 6, text = "players drafting at the table (seats 1 and 2 then play)" })
local packs = option("packs", 12, { min = 2, max = 24, text = "packs each player opens (an even number: half for each pile)" })
local life = option("life", 20, { min = 1, max = 100, text = "each player's life" })
local sets = option("sets", { "avx", "asm", "sky" }, { text = "the card sets packs come from" })
if packs % 2 == 1 then error("option 'packs' is " .. packs .. ": an even number, half for each pile") end


local function in_sets(card)
  for _, s in ipairs(sets) do
    if card.set == s then return true end
  end
  return false
end

local function count(list, id)
  local n = 0
  for _, x in ipairs(list) do
    if x == id then n = n + 1 end
  end
  return n
end

-- The pile of the current round that `seat` holds.
local function held(state, seat)
  local first = (state.vars.round - 1) * state.seats
  for i = first + 1, first + state.seats do
    if state.piles[i].holder == seat then return i end
  end
end

-- Cards left in the piles of the current round.
local function round_left(state)
  local first = (state.vars.round - 1) * state.seats
  for i = first + 1, first + state.seats do
    if #state.piles[i].cards > 0 then return true end
  end
  return false
end

-- After a pick: the next seat with cards to pick from. When every seat has picked, the piles
-- move on, right (the next seat) in the first round, left in the second; a seat whose pile is
-- empty is skipped; when the round's piles are empty, the next round or the building starts.
local function advance(state)
  local v = state.vars
  for _ = 1, 4 * state.seats + 4 do
    v.turn = v.turn + 1
    if v.turn > state.seats then
      v.turn = 1
      local first = (v.round - 1) * state.seats
      for i = first + 1, first + state.seats do
        local h = state.piles[i].holder
        state.piles[i].holder = v.round == 1 and (h % state.seats) + 1 or ((h - 2) % state.seats) + 1
      end
    end
    if not round_left(state) then
      if v.round == 2 then
        v.build, v.turn = 1, 1
        return
      end
      v.round, v.turn = 2, 0
    elseif #state.piles[held(state, v.turn)].cards > 0 then
      return
    end
  end
end

local function distinct(list)
  local out, seen = {}, {}
  for _, id in ipairs(list) do
    if not seen[id] then
      seen[id] = true
      out[#out + 1] = id
    end
  end
  return out
end

local function names(pool, list)
  local out = {}
  for _, id in ipairs(list) do out[#out + 1] = pool[id].name end
  return table.concat(out, ", ")
end

return {
  name = "rainbow-draft",
  description = "Rainbow Draft: a pod of 2 to 6 opens packs into two piles, picks and passes; then up to 8 drafted cards, one die a copy, and 2 basic actions.",
  edition = "asm2015",
  life = life,
  first_turn_attack = false,
  team = {
    max_cards = 8,
    basic_actions = 2,
    distinct_basic_actions = true,
    unique_titles = true,
    -- One die per drafted copy: the team file lists what was drafted.
    check = function(team)
      if #team.drafted == 0 then
        return { { message = "a Rainbow Draft team lists what was drafted ('drafted:' lines)", hint = "dice draft writes them" } }
      end
      local problems, copies = {}, {}
      for _, d in ipairs(team.drafted) do copies[d.id] = (copies[d.id] or 0) + d.dice end
      for i, e in ipairs(team.entries) do
        if not e.basic and e.id and e.dice > (copies[e.id] or 0) then
          problems[#problems + 1] = { entry = i, message = e.name .. " has " .. e.dice .. " dice but " .. (copies[e.id] or 0) ..
                                      " drafted copies", hint = "one die per drafted copy" }
        end
      end
      return problems
    end,
  },
  draft = {
    seats = pod,
    packs = { sets = sets },
    start = function(state, pool, open_pack)
      local half = packs // 2
      for round = 1, 2 do
        for seat = 1, state.seats do
          local cards = {}
          for _ = 1, half do
            for _, id in ipairs(open_pack()) do cards[#cards + 1] = id end
          end
          state.piles[#state.piles + 1] = { holder = seat, secret = true, cards = cards }
        end
      end
      state.vars = { round = 1, turn = 1, build = 0 }
    end,

    next = function(state, pool)
      local v = state.vars
      if v.build == 0 then
        local pile = state.piles[held(state, v.turn)]
        local options = {}
        for _, id in ipairs(distinct(pile.cards)) do options[#options + 1] = { "pick", id } end
        local mine = state.drafters[v.turn].drafted
        return { seat = v.turn, options = options,
                 prompt = "pile " .. v.round .. " of 2: pick a card (" .. #pile.cards .. " in your pile); drafted so far: " ..
                          (#mine > 0 and names(pool, mine) or "nothing") }
      end
      if v.turn > state.seats then return nil end
      local seat = state.drafters[v.turn]
      local options = {}
      if #seat.basic_actions < 2 then
        for _, c in ipairs(pool) do
          if c.type == "basic_action" and in_sets(c) and count(seat.basic_actions, c.id) == 0 then
            options[#options + 1] = { "basic", c.id }
          end
        end
        return { seat = v.turn, options = options, prompt = "choose basic action " .. (#seat.basic_actions + 1) .. " of 2" }
      end
      local titles = {}
      for _, t in ipairs(seat.team) do titles[pool[t[1]].title] = true end
      for _, id in ipairs(distinct(seat.drafted)) do
        if not titles[pool[id].title] then options[#options + 1] = { "keep", id } end
      end
      options[#options + 1] = { "done" }
      return { seat = v.turn, options = options,
               prompt = "build your team: up to 8 drafted cards, one die a copy (" .. #seat.team .. " chosen)" }
    end,

    choose = function(state, seat, choice, pool)
      local v = state.vars
      local d = state.drafters[seat]
      if choice[1] == "pick" then
        local pile = state.piles[held(state, seat)]
        for i, id in ipairs(pile.cards) do
          if id == choice[2] then
            table.remove(pile.cards, i)
            break
          end
        end
        d.drafted[#d.drafted + 1] = choice[2]
        advance(state)
      elseif choice[1] == "basic" then
        d.basic_actions[#d.basic_actions + 1] = choice[2]
      elseif choice[1] == "keep" then
        d.team[#d.team + 1] = { choice[2], math.min(count(d.drafted, choice[2]), pool[choice[2]].max) }
        if #d.team == 8 then v.turn = v.turn + 1 end
      else
        v.turn = v.turn + 1
      end
    end,
  },
}
