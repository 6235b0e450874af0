-- The ASM Spider-Man die is unreadable in every source we have: its stats are placeholders.
local function spidey_global()
  return { global = true, cost = { bolt = 1 },
           text = "Target character gains the Spidey Friends affiliation until end of turn.",
           targets = { { kind = "character", prompt = "choose a character" } },
           effect = function(g, self, ev, t) g.grant(t[1], "affiliation:Spidey Friends") end }
end

return {
  set = "asm", number = 17, title = "Spider-Man", subtitle = "Tangled Web",
  type = "character", cost = 4, energy = "bolt", affiliations = { "Spidey Friends" }, max = 4,
  tentative = true,
  faces = { "bolt", "bolt bolt", "bolt bolt", "1/3/3*", "1/4/3", "2/5/4" },
  text = "When Spider-Man attacks, he gets +2A until end of turn. *: instead, each of your attacking "
      .. "Spidey Friends gets +2A. Global: pay 1 bolt: target character gains the Spidey Friends "
      .. "affiliation until end of turn.",
  abilities = {
    { on = "attack_assigned", text = "+2A until end of turn.",
      effect = function(g, self) g.bonus(self.die, 2, 0) end },
    { on = "attack_assigned", burst = 1, instead = true,
      text = "Each of your attacking Spidey Friends gets +2A instead.",
      effect = function(g, self)
        for _, d in ipairs(g.characters(self.player)) do
          if g.is_attacking(d) and g.has_affiliation(d, "Spidey Friends") then g.bonus(d, 2, 0) end
        end
      end },
    spidey_global(),
  },
}
