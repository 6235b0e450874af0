local function ko_level(max_level)
  return {
    on = "used",
    targets = { { kind = "character", prompt = "choose a character to KO",
                  filter = function(g, self, d) return g.level(d) <= max_level end } },
    effect = function(g, self, ev, t) g.ko(t[1]) end,
  }
end

local plain = ko_level(1)
plain.text = "KO target level 1 character."
local double = ko_level(2)
double.burst = 2
double.instead = true
double.text = "KO target level 1 or level 2 character instead."

return {
  set = "avx", number = 32, title = "Smash!", type = "basic_action", cost = 3, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "KO target level 1 character. **: level 1 or 2 instead. Global: pay 1 fist: target blocked "
      .. "character deals no combat damage this turn.",
  abilities = {
    plain, double,
    { global = true, cost = { fist = 1 }, text = "Target blocked character deals no damage this turn.",
      targets = { { kind = "character", prompt = "choose a blocked attacker",
                    filter = function(g, self, d) return g.is_attacking(d) and g.is_blocked(d) end } },
      effect = function(g, self, ev, t) g.grant(t[1], "no_damage") end },
  },
}
