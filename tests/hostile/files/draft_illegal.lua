-- A draft that ends with teams the format's own rules refuse (exactly 4 basic actions each,
-- and the draft gives none).
return {
  name = "draft-illegal",
  team = { basic_actions = 4 },
  draft = {
    seats = 2,
    start = function(state, pool) state.vars = { done = 0 } end,
    next = function(state, pool)
      if state.vars.done == 1 then return nil end
      return { seat = 1, options = { { "done" } }, prompt = "finish" }
    end,
    choose = function(state, seat, choice, pool) state.vars.done = 1 end,
  },
}
