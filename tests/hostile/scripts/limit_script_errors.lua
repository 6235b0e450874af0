-- A card whose every ability fails at every evaluation (its stat, and the restriction asked of
-- every attack and block): the errors are reported a bounded number of times and the game ends
-- once they pass the game's bound. (tests/hostile/files/stat_error.lua fails the slow way, by
-- running out of memory, for the command-line case.)
-- expect: limit "script errors in one game"
return {
  set = "hostile", number = 1, title = "limit_script_errors", type = "character", cost = 1, energy = "fist", max = 4,
  faces = { "0/1/1", "0/1/1", "0/1/2", "0/1/1", "0/2/2", "0/2/3" },
  abilities = {
    { static = true, stat = function(g, self, d) error("this stat fails every time") end },
    { static = true, restrict = function(g, self, what, a, b) error("this restriction fails every time") end },
  },
}
