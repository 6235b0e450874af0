-- Lucky Gambler: a scripted hero of the hero duel (docs/hero-duel.md, docs/hero-api.md). Every
-- blow is a bet: Double or Nothing rolls again for twice the winnings, Luck tokens buy a roll
-- for a dodge, and a Jinx makes the opponent's own dice bite.

-- Shared by the levels of Double or Nothing: a function may read these locals, never change them.
local function double(g, self, ev, yes)
  local won = self.memo[1]
  if not yes then
    g.damage(g.opponent(), won, "undefendable")  -- take the winnings
    return
  end
  local again = g.roll(1)
  if again[1] >= 4 then
    g.damage(g.opponent(), 2 * won, "undefendable")
  elseif self.memo[2] == 1 then
    g.gain("Luck", 1)  -- Level III: a lost bet still leaves Luck
  end
end

local kBet = "roll a die: 4 or more may be doubled (roll again: 4 or more doubles it as undefendable damage), less gives Luck"

local function bet(level)
  return function(g, self, ev)
    local rolled = g.roll(1)
    if rolled[1] >= 4 then
      return { ask = true, next = "double", memo = { rolled[1], level >= 3 and 1 or 0 },
               prompt = "the die shows " .. rolled[1] .. ": double it (roll again: 4 or more doubles it, less loses it)?" }
    end
    g.gain("Luck", 1)
  end
end

return hero "Lucky Gambler" {
  symbols = { "coin", "card", "star" },
  faces = { { 1, "coin" }, { 2, "coin" }, { 3, "card" }, { 4, "card" }, { 5, "star" }, { 6, "star" } },

  statuses = {
    -- Consumable: spent to roll a die; 5 or 6 heals 3, anything else gives 1 CP.
    status "Luck" { stack = 3, spend = { text = "roll a die: 5 or 6 heals 3, else +1 CP", effect = function(g, self, ev)
      local rolled = g.roll(1)
      if rolled[1] >= 5 then g.heal(3) else g.cp_gain(1) end
    end } },
    -- Persistent: at its holder's upkeep, one die per token; each 1 or 2 deals them 2 collateral damage.
    status "Jinx" { stack = 2, persistent = true, upkeep = { text = "a die per token: each 1 or 2 deals its holder 2 collateral damage",
      effect = function(g, self, ev)
      local rolled = g.roll(self.tokens)
      for _, v in ipairs(rolled) do
        if v <= 2 then g.damage(g.me, 2, "collateral") end
      end
    end } },
  },

  abilities = {
    -- 3 damage, then a die: 4 or more may be doubled (a yes/no follow-up), less gives Luck.
    ability "Double or Nothing" { needs = { kind = 3 }, damage = 3, effect = bet(1), double = double, text = kBet,
                                  level2 = { damage = 5, effect = bet(2), double = double, text = kBet },
                                  level3 = { damage = 6, effect = bet(3), double = double, text = kBet .. " (a lost double gives Luck)" } },
    -- Name a number, then roll: the number named deals 6 undefendable damage; else a card.
    ability "Cut the Deck" { needs = { small_straight = true }, damage = 4, kind = "pure",
      text = "name a number, roll a die: on it 6 undefendable damage, else draw 1",
      effect = function(g, self, ev)
        return { choose = "number", min = 1, max = 6, next = "call", prompt = "name a number, then the die is rolled" }
      end,
      call = function(g, self, ev, named)
        local rolled = g.roll(1)
        if rolled[1] == named then g.damage(g.opponent(), 6, "undefendable") else g.draw(1) end
      end },
    -- 1 CP for every coin showing.
    ability "Loaded Dice" { needs = { symbol = "star", count = 3 }, damage = 4, text = "+1 CP for every coin showing",
      effect = function(g, self, ev) g.cp_gain(g.count("coin")) end },
    ability "Shuffle Up" { needs = { large_straight = true }, damage = 7, inflict = "Jinx" },
    ability "Jackpot" { needs = { kind = 5 }, damage = 12, kind = "ultimate", inflict = { "Jinx", 2 } },
  },

  defence = defence "Bluff" { dice = 3, prevent = { card = 2, coin = 1 }, reflect = { star = 1 } },

  -- Attacked while holding Luck: spend one to roll for a dodge (5 or 6 prevents 4)?
  reactions = {
    reaction "Lucky Break" { on = "attack_declared",
      condition = function(g, self, ev) return ev.target == g.me and g.tokens(g.me, "Luck") > 0 end,
      effect = function(g, self, ev)
        return { ask = true, next = "dodge", prompt = "spend a Luck token to roll for a dodge (5 or 6 prevents 4)?" }
      end,
      dodge = function(g, self, ev, yes)
        if not yes then return end
        g.remove(g.me, "Luck", 1)
        local rolled = g.roll(1)
        if rolled[1] >= 5 then g.prevent(4) end
      end },
  },

  cards = {
    card "Raise" { timing = "roll", cost = 1, copies = 3, add = 2 },
    card "Hedge" { timing = "instant", cost = 1, copies = 2, prevent = 2 },
    card "Call Off" { timing = "instant", cost = 1, copies = 2, remove = 1 },
    card "Rabbit's Foot" { timing = "main", cost = 1, copies = 2, gain = "Luck" },
    card "Skim" { timing = "main", cost = 0, copies = 2, cp = 2 },
    card "Hex" { timing = "main", cost = 2, copies = 1, inflict = "Jinx" },
    card "Breather" { timing = "main", cost = 2, copies = 1, heal = 4 },
    -- An opponent of the player's choosing discards a card at random; the Gambler draws one.
    card "Wild Card" { timing = "main", cost = 1, copies = 2, text = "an opponent you choose discards 1 at random, then draw 1",
      effect = function(g, self, ev)
        return { choose = "opponent", next = "swap", prompt = "which opponent discards a card at random?" }
      end,
      swap = function(g, self, ev, who)
        g.discard(who, 1)
        g.draw(1)
      end },
    card "Up the Ante" { timing = "upgrade", cost = 2, copies = 1, upgrade = { "Double or Nothing", "II" } },
    card "All In" { timing = "upgrade", cost = 3, copies = 1, upgrade = { "Double or Nothing", "III" } },
  },
}
