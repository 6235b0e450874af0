-- A memo past 32 bits.
-- expect: script_error "'memo' holds whole numbers"
return {
  set = "hostile", number = 1, title = "effect_follow_up_memo_huge", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      return { ask = true, next = "pick", memo = { 1 << 40 } }
    end,
      pick = function() end },
  },
}
