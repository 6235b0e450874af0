local function hit(g, t)
  local p = -1 - t[1]
  g.damage_player(p, #g.characters(p))
  return p
end

return {
  set = "asm", number = 27, title = "Betrayal", type = "basic_action", cost = 4, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Deal 1 damage to target opponent for each character in their Field Zone. "
      .. "**: if this dealt 2 or more damage, move this die to your Prep Area.",
  abilities = {
    { on = "used", text = "1 damage to target opponent for each character they have fielded.",
      targets = { { kind = "player", side = "opposing", prompt = "choose an opponent" } },
      effect = function(g, self, ev, t) hit(g, t) end },
    { on = "used", burst = 2, instead = true,
      text = "1 damage to target opponent for each character they have fielded; if that was 2 or more, "
          .. "move this die to your Prep Area.",
      targets = { { kind = "player", side = "opposing", prompt = "choose an opponent" } },
      effect = function(g, self, ev, t)
        local p = hit(g, t)
        -- Look again once the damage has been dealt (prevention may have reduced it).
        return { choose = {}, next = "after_damage", memo = { p, g.life(p) } }
      end,
      after_damage = function(g, self)
        local p, before = self.memo[1], self.memo[2]
        if before - g.life(p) >= 2 and g.zone(self.die) ~= "prep" then g.move(self.die, "prep") end
      end },
  },
}
