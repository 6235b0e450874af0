return {
  set = "asm", number = 15, title = "Silver Sable", subtitle = "Outlaw", cost = 5,
  type = "character", energy = "mask", affiliations = { "Spidey Friends" }, max = 4, tentative = true,
  faces = { "mask", "mask mask", "mask mask", "0/3/1", "1/4/2", "1/4/4" },
  text = "When Silver Sable attacks, move a die from your bag to your Prep Area; if it is a Sidekick, "
      .. "she can't be blocked this turn.",
  abilities = {
    { on = "attack_assigned", text = "Move a die from your bag to your Prep Area; a Sidekick makes her unblockable.",
      effect = function(g, self)
        local d = g.draw(self.player, "prep")
        if d and g.card_kind(d) == "sidekick" then g.grant(self.die, "unblockable") end
      end },
  },
}
