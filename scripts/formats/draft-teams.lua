-- "Equipos seleccionados" (AvX rulebook, "Personalizar tu equipo"), for when one player owns
-- the game: choose a number from 8 to 20, the dice each player fields and the life each
-- starts with. Three or four basic action cards drawn at random go on the table. Every
-- character and action card is in the middle, stacked by title. The second player takes a
-- stack first, chooses which of its cards to use and how many of its dice (up to the card's
-- Max, within the limit); then the first player; and so on until the stacks run out. Cards
-- taken with no dice are not used.
local limit = option("dice_limit", 15, { min = 8, max = 20, text = "the dice each player uses, and the life each starts with" })
local basics = option("basic_actions", 3, { min = 3, max = 4, text = "basic action cards drawn at random for the table" })
local sets = option("sets", { "avx", "asm" }, { text = "the card sets in the middle" })


local function in_sets(card)
  for _, s in ipairs(sets) do
    if card.set == s then return true end
  end
  return false
end

local function dice_used(seat)
  local n = 0
  for _, c in ipairs(seat.team) do n = n + c[2] end
  return n
end

return {
  name = "draft-teams",
  description = "AvX draft teams: stacks of cards by title, picked in turn; a dice limit of 8 to 20 that is also each player's life.",
  edition = "avx2014",
  life = limit,
  team = {
    sets = sets,
    max_dice = limit,
    basic_actions = basics,
    distinct_basic_actions = true,
    unique_titles = true,
  },
  draft = {
    start = function(state, pool)
      local stacks, by_title, actions = {}, {}, {}
      for _, c in ipairs(pool) do
        if in_sets(c) then
          if c.type == "character" or c.type == "action" then
            if not by_title[c.title] then
              by_title[c.title] = { cards = {} }
              stacks[#stacks + 1] = by_title[c.title]
            end
            local cards = by_title[c.title].cards
            cards[#cards + 1] = c.id
          elseif c.type == "basic_action" then
            actions[#actions + 1] = c.id
          end
        end
      end
      state.piles = stacks
      for i = #actions, 2, -1 do
        local j = math.random(i)
        actions[i], actions[j] = actions[j], actions[i]
      end
      for i = 1, math.min(basics, #actions) do state.basic_actions[i] = actions[i] end
      -- The second player takes the first stack.
      state.vars = { seat = 2, stage = 1, pile = 0, card = 0 }
    end,

    next = function(state, pool)
      local v = state.vars
      local seat = state.drafters[v.seat]
      local used = dice_used(seat)
      local options = {}
      if v.stage == 1 then
        for i, p in ipairs(state.piles) do
          if #p.cards > 0 then options[#options + 1] = { "stack", i } end
        end
        if #options == 0 then return nil end
        return { seat = v.seat, options = options,
                 prompt = "take a stack of cards (" .. used .. " of " .. limit .. " dice used)" }
      elseif v.stage == 2 then
        for _, id in ipairs(state.piles[v.pile].cards) do options[#options + 1] = { "pick", id } end
        return { seat = v.seat, options = options, prompt = "which card of the stack do you use?" }
      end
      local card = pool[state.piles[v.pile].cards[v.card]]
      for n = 0, math.min(card.max, limit - used) do options[#options + 1] = { "dice", n } end
      return { seat = v.seat, options = options,
               prompt = "how many " .. card.name .. " dice? (" .. used .. " of " .. limit .. " used)" }
    end,

    choose = function(state, seat, choice, pool)
      local v = state.vars
      if choice[1] == "stack" then
        v.pile = choice[2]
        if #state.piles[v.pile].cards == 1 then
          v.card, v.stage = 1, 3
        else
          v.stage = 2
        end
      elseif choice[1] == "pick" then
        for i, id in ipairs(state.piles[v.pile].cards) do
          if id == choice[2] then v.card = i end
        end
        v.stage = 3
      else
        -- The card is taken with its dice; the rest of its stack leaves the game.
        local id = state.piles[v.pile].cards[v.card]
        local d = state.drafters[seat]
        d.drafted[#d.drafted + 1] = id
        if choice[2] > 0 then d.team[#d.team + 1] = { id, choice[2] } end
        state.piles[v.pile].cards = {}
        v.stage, v.pile, v.card = 1, 0, 0
        v.seat = seat == 1 and 2 or 1
      end
    end,
  },
}
