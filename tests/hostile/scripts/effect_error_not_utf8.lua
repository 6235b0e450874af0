-- An error message that is not UTF-8 must not break the JSON log.
-- expect: script_error ""
return {
  set = "hostile", number = 1, title = "effect_error_not_utf8", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { on = "fielded", effect = function(g, self, ev, t)
      error("\255\254 not text")
    end,
      pick = function() end },
  },
}
