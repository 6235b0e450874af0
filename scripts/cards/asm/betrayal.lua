return {
  set = "asm", number = 27, title = "Betrayal", type = "basic_action", cost = 4, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Deal 1 damage to target opponent for each character in their Field Zone. "
      .. "**: if this dealt 2 or more damage, move this die to your Prep Area.",
  abilities = {
    { on = "used", text = "1 damage to target opponent for each character they have fielded.",
      targets = { { kind = "player", side = "opposing", prompt = "choose an opponent" } },
      effect = function(g, self, ev, t)
        local p = -1 - t[1]
        g.damage_player(p, #g.characters(p))
      end },
    { on = "used", burst = 2,
      text = "If Betrayal dealt 2 or more damage, move this die to your Prep Area.",
      effect = function(g, self)
        -- Compare life once the first part's damage has been dealt.
        local p = g.opponent(self.player)
        return { choose = {}, next = "after_damage", memo = { p, g.life(p) } }
      end,
      after_damage = function(g, self)
        local p, before = self.memo[1], self.memo[2]
        if before - g.life(p) >= 2 and g.zone(self.die) ~= "prep" then g.move(self.die, "prep") end
      end },
  },
}
