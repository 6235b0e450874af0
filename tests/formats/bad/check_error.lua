-- A check with a mistake in it: indexing a field that is nil, on the fifth line of the function.
return {
  name = "check-error",
  description = "A check that fails as it runs.",
  team = {
    max_cards = 8,
    check = function(team)
      local problems = {}
      for i, e in ipairs(team.entries) do
        if e.cost > team.limits.cost then problems[#problems + 1] = { entry = i, message = "too dear" } end
      end
      return problems
    end,
  },
}
