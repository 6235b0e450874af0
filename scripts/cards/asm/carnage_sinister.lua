return {
  set = "asm", number = 2, title = "Carnage", subtitle = "Sinister", cost = 5,
  type = "character", energy = "mask", affiliations = { "Villain" }, max = 4, tentative = true,
  faces = { "mask", "mask mask", "mask mask", "1/3/5", "2/5/5", "3/7/6" },
  text = "Overcrush. Carnage takes at most 1 damage from each action die effect.",
  abilities = {
    { static = true, keywords = { "overcrush" }, text = "Overcrush. At most 1 damage from action dice.",
      prevent = function(g, self, hit)
        if hit.from_action then return math.min(hit.amount, 1) end
        return hit.amount
      end },
  },
}
