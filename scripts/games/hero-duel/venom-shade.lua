-- Venom Shade: a scripted hero of the hero duel (docs/hero-duel.md, docs/hero-api.md). Poison
-- that fades as it works: Venom deals its holder one damage per token each upkeep, then one
-- token wears off; hurt badly, the Shade steps into the shadows and may strike back.

-- Fang Strike's dice: every fang rolled inflicts Venom; at Level III every skull deals 1 more.
local function fangs(dice, skulls)
  return function(g, self, ev)
    local _, symbols = g.roll(dice)
    local venom, extra = 0, 0
    for i = 1, dice do
      if symbols[i] == "fang" then venom = venom + 1 end
      if symbols[i] == "skull" then extra = extra + 1 end
    end
    if venom > 0 then g.inflict(g.opponent(), "Venom", venom) end
    if skulls and extra > 0 then g.damage(g.opponent(), extra, "undefendable") end
  end
end

return hero "Venom Shade" {
  symbols = { "fang", "shadow", "skull" },
  faces = { { 1, "fang" }, { 2, "fang" }, { 3, "fang" }, { 4, "shadow" }, { 5, "shadow" }, { 6, "skull" } },

  statuses = {
    -- Persistent: at its holder's upkeep, 1 collateral damage per token, then one token wears off.
    status "Venom" { stack = 5, persistent = true, upkeep = { text = "1 collateral damage per token, then one token wears off",
      effect = function(g, self, ev)
      g.damage(g.me, self.tokens, "collateral")
      g.remove(g.me, "Venom", 1)
    end } },
    -- Consumable: spent when attacked, prevents 2; then a die: 5 or 6 poisons the attacker.
    status "Shroud" { stack = 2, spend = { prevent = 2, text = "roll a die: 5 or 6 inflicts Venom on the attacker",
      effect = function(g, self, ev)
      local attack = g.attack()
      local rolled = g.roll(1)
      if attack and rolled[1] >= 5 then g.inflict(attack.attacker, "Venom", 1) end
    end } },
  },

  abilities = {
    -- Two dice (three at Level II and III): each fang inflicts a Venom.
    ability "Fang Strike" { needs = { kind = 3 }, damage = 4, effect = fangs(2, false), text = "roll 2 dice: Venom for each fang",
                            level2 = { damage = 5, effect = fangs(3, false), text = "roll 3 dice: Venom for each fang" },
                            level3 = { damage = 6, effect = fangs(3, true), text = "roll 3 dice: Venom for each fang, 1 undefendable damage for each skull" } },
    -- 2 collateral damage, and 2 Venom on an opponent of the Shade's choosing.
    ability "Toxic Cloud" { needs = { symbol = "shadow", count = 3 }, collateral = 2, text = "2 Venom on an opponent you choose",
      effect = function(g, self, ev)
        return { choose = "opponent", next = "poison", prompt = "whom does the cloud poison?" }
      end,
      poison = function(g, self, ev, who) g.inflict(who, "Venom", 2) end },
    -- Pure damage, then undefendable damage for every Venom the opponent holds.
    ability "Creeping Rot" { needs = { small_straight = true }, damage = 5, kind = "pure",
      text = "1 undefendable damage for each Venom the opponent holds",
      effect = function(g, self, ev)
        local o = g.opponent()
        g.damage(o, g.tokens(o, "Venom"), "undefendable")
      end },
    ability "Nightfall" { needs = { large_straight = true }, damage = 7, gain = { "Shroud", 2 } },
    ability "Death's Door" { needs = { kind = 5 }, damage = 12, kind = "ultimate", inflict = { "Venom", 3 } },
  },

  -- Its defence acts on the roll too: a fang, a shadow and a skull at once gains a Shroud.
  defence = defence "Evade" { dice = 3, prevent = { shadow = 2, fang = 1 }, reflect = { skull = 2 },
    text = "a fang, a shadow and a skull: gain Shroud",
    effect = function(g, self, ev)
      if g.count("fang") > 0 and g.count("shadow") > 0 and g.count("skull") > 0 then g.gain("Shroud", 1) end
    end },

  -- Hurt by 3 or more at once by another player: a die, 4 or more gives a Shroud; then strike
  -- back for 1 CP (a Venom on whoever dealt it)?
  reactions = {
    reaction "Shadow Step" { on = "damaged",
      condition = function(g, self, ev)
        return ev.player == g.me and ev.source ~= nil and ev.source ~= g.me and ev.amount >= 3
      end,
      effect = function(g, self, ev)
        local rolled = g.roll(1)
        if rolled[1] >= 4 then g.gain("Shroud", 1) end
        if g.cp(g.me) >= 1 then
          return { ask = true, next = "strike", memo = { ev.source }, prompt = "spend 1 CP to strike back with a Venom?" }
        end
      end,
      strike = function(g, self, ev, yes)
        if yes and g.cp_spend(1) then g.inflict(self.memo[1], "Venom", 1) end
      end },
  },

  cards = {
    card "Envenom" { timing = "roll", cost = 1, copies = 3, add = 2 },
    card "Smoke" { timing = "instant", cost = 1, copies = 2, prevent = 3 },
    card "Antidote" { timing = "instant", cost = 1, copies = 2, remove = 1 },
    card "Milk the Fang" { timing = "main", cost = 2, copies = 1, inflict = "Venom" },
    card "Shadow Cache" { timing = "main", cost = 0, copies = 2, cp = 2 },
    card "Vanish" { timing = "main", cost = 1, copies = 2, gain = "Shroud" },
    card "Recover" { timing = "main", cost = 2, copies = 1, heal = 4 },
    -- Pay in blood: 1 to 3 pure damage to the Shade, as many CP back.
    card "Dark Pact" { timing = "main", cost = 0, copies = 1, text = "1 to 3 pure damage to you, as many CP",
      effect = function(g, self, ev)
        return { choose = "number", min = 1, max = 3, next = "pay", prompt = "how much health for as many CP?" }
      end,
      pay = function(g, self, ev, n)
        g.damage(g.me, n, "pure")
        g.cp_gain(n)
      end },
    card "Sharpen Fangs" { timing = "upgrade", cost = 2, copies = 1, upgrade = { "Fang Strike", "II" } },
    card "Venom Mastery" { timing = "upgrade", cost = 3, copies = 1, upgrade = { "Fang Strike", "III" } },
  },
}
