-- affects naming dice that are not there (asked only when a protect ability is in play).
-- expect: script_error "'affects' returns a plain list of die ids"
return {
  set = "hostile", number = 1, title = "affects_bad_ids", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { static = true, protect = true, cost = { fist = 1 } },
    { on = "fielded", affects = function() return { 99999 } end, effect = function() end },
  },
}
