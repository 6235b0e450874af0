-- Test card: records, in the log, when its owner takes damage (to see who resolves first). Like
-- any character's text, it acts only while a die of it is in the Field Zone.
return {
  set = "tim", number = 8, title = "Echo", type = "character", cost = 1, energy = "bolt", max = 4,
  faces = { "bolt", "bolt bolt", "bolt bolt", "0/1/5", "0/1/5", "0/1/5" },
  text = "When you take damage, note it.",
  abilities = {
    { on = "owner_damaged", card = true, text = "Note it.",
      effect = function(g, self) g.log("echo " .. self.player) end },
  },
}
