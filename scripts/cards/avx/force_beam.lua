-- Basic action: damage to everything on the table, more with bursts.
local function hit_characters(g, n)
  for _, d in ipairs(g.characters()) do g.damage(d, n) end
end

-- Every character is affected without being targeted: protections are offered for each.
local function every_character(g) return g.characters() end

return {
  set = "avx", number = 27, title = "Force Beam", type = "basic_action", cost = 3, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Deal 1 damage to every character. *: 2 damage to every character instead. "
      .. "**: 1 damage to each player and 2 damage to every character instead.",
  abilities = {
    { on = "used", text = "Deal 1 damage to every character.", affects = every_character,
      effect = function(g, self) hit_characters(g, 1) end },
    { on = "used", burst = 1, instead = true, text = "Deal 2 damage to every character instead.",
      affects = every_character,
      effect = function(g, self) hit_characters(g, 2) end },
    { on = "used", burst = 2, instead = true,
      text = "Deal 1 damage to each player and 2 damage to every character instead.",
      affects = every_character,
      effect = function(g, self)
        g.damage_player(0, 1)
        g.damage_player(1, 1)
        hit_characters(g, 2)
      end },
  },
}
