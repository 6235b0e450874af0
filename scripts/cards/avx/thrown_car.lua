-- Basic action: +1A and damage that carries through blockers.
return {
  set = "avx", number = 34, title = "Thrown Car", type = "basic_action", cost = 4, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Two target characters you control get +1A until end of turn. While attacking, damage they "
      .. "deal beyond their blockers' total defense is dealt to your opponent (Overcrush).",
  abilities = {
    { on = "used",
      targets = { { kind = "character", side = "own", count = 2, min = 1,
                    prompt = "choose up to two of your characters" } },
      text = "Two target characters of yours get +1A and Overcrush until end of turn.",
      effect = function(g, self, ev, t)
        for _, d in ipairs(t) do
          g.bonus(d, 1, 0)
          g.grant(d, "overcrush")
        end
      end },
  },
}
