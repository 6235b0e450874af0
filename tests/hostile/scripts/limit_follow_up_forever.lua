-- A follow-up that always asks again.
-- expect: limit "follow-up questions"
return {
  set = "hostile", number = 1, title = "limit_follow_up_forever", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self) return { ask = true, next = "again" } end,
      again = function(g, self) return { ask = true, next = "again" } end },
  },
}
