-- A league that keeps big cards in check: the worked example of docs/formats.md, as written there.
return {
  name = "lean-league",
  description = "Constructed teams with at most 4 dice of cards costing 6 or more; Hulk banned.",
  edition = "asm2015",
  life = 20,
  first_turn_attack = false,
  team = {
    sets = { "avx", "asm" },
    max_cards = 8,
    max_dice = 20,
    basic_actions = 2,
    distinct_basic_actions = true,
    unique_titles = true,
    check = function(team)
      local problems, big = {}, 0
      for i, e in ipairs(team.entries) do
        if e.title == "Hulk" then
          problems[#problems + 1] = { entry = i, message = e.name .. " is banned in this league" }
        end
        if not e.basic and e.cost >= 6 then
          big = big + e.dice
          if big > 4 and big - e.dice <= 4 then
            problems[#problems + 1] = { entry = i, message = "more than 4 dice of cards costing 6 or more",
                                        hint = "the league allows 4" }
          end
        end
      end
      return problems
    end,
  },
}
