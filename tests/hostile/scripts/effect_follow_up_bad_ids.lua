-- Follow-up candidates outside the game.
-- expect: script_error "'choose' lists only die ids"
return {
  set = "hostile", number = 1, title = "effect_follow_up_bad_ids", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      return { choose = { 99999, -50 }, next = "pick" }
    end,
      pick = function() end },
  },
}
