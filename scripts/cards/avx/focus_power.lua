local function spin_one(prompt)
  return {
    on = "used", targets = { { kind = "character", prompt = prompt } },
    effect = function(g, self, ev, t)
      return { ask = true, prompt = "spin it up? (no: down)", next = "spin", memo = { t[1] } }
    end,
    spin = function(g, self, ev, answer)
      g.spin(self.memo[1], answer[1] == 1 and 1 or -1)
    end,
  }
end

local first = spin_one("choose a character to spin")
first.text = "Spin target character up or down one level."
local second = spin_one("choose another character to spin")
second.burst = "any"
second.text = "Spin another target character up or down one level too."

return {
  set = "avx", number = 26, title = "Focus Power", type = "basic_action", cost = 3, use = 3,
  faces = { "2", "2", "2", "action", "action*", "action**" },
  text = "Spin target character up or down one level. */**: spin another target character up or down one level too.",
  abilities = { first, second },
}
