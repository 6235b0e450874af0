-- A draft that never ends: every drafter passes, and passes again.
return {
  name = "draft-endless",
  draft = {
    seats = 2,
    start = function(state, pool) state.vars = { turn = 1 } end,
    next = function(state, pool)
      return { seat = state.vars.turn, options = { { "pass" } }, prompt = "pass, again" }
    end,
    choose = function(state, seat, choice, pool) state.vars.turn = 3 - seat end,
  },
}
