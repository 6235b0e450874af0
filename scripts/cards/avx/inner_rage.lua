-- Basic action: pump two of your characters.
local two_of_yours = { { kind = "character", side = "own", count = 2, min = 1,
                         prompt = "choose up to two of your characters" } }

return {
  set = "avx", number = 29, title = "Inner Rage", type = "basic_action", cost = 3, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Two target characters you control get +1A and +1D until end of turn. "
      .. "*/**: they get +2A and +2D instead.",
  abilities = {
    { on = "used", targets = two_of_yours, text = "Two target characters of yours get +1A/+1D.",
      effect = function(g, self, ev, t)
        for _, d in ipairs(t) do g.bonus(d, 1, 1) end
      end },
    { on = "used", burst = "any", instead = true, targets = two_of_yours,
      text = "They get +2A/+2D instead.",
      effect = function(g, self, ev, t)
        for _, d in ipairs(t) do g.bonus(d, 2, 2) end
      end },
  },
}
