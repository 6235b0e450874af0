-- The commonest house rule: every character and action card of a team has one energy type.
return {
  name = "one-energy",
  description = "Constructed teams whose cards all have the same energy type.",
  edition = "asm2015",
  life = 20,
  team = {
    sets = { "avx", "asm" },
    max_cards = 8,
    max_dice = 20,
    basic_actions = 2,
    distinct_basic_actions = true,
    unique_titles = true,
    check = function(team)
      local problems, first = {}, nil
      for i, e in ipairs(team.entries) do
        if not e.basic then
          if first == nil then
            first = e.energy
          elseif e.energy ~= first then
            problems[#problems + 1] = { entry = i, message = e.name .. " has " .. e.energy .. " energy, not " .. first,
                                        hint = "one energy type a team" }
          end
        end
      end
      return problems
    end,
  },
}
