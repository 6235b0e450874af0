-- A character whose stat recurses until Lua's stack overflows, at every evaluation.
return {
  set = "hostile", number = 1, title = "stat_error", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { static = true, stat = function(g, self, d)
        local function deeper(n) return deeper(n + 1) + 1 end
        return deeper(1)
      end },
  },
}
