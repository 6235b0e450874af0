// An effect's statements, in the order written: each becomes Lua lines in the effect function,
// plus the fields some need (the targets chosen first, the dice touched, a follow-up question).
#include <algorithm>
#include <sstream>

#include "dsl/codegen_emitter.hpp"
#include "dsl/vocabulary.hpp"

namespace dm::dsl::codegen {

// `head` ... `end`, with `body` indented inside.
template <class F> void Emitter::block(const std::string& head, F body) {
  line(head);
  ++depth_;
  body();
  --depth_;
  line("end");
}

// Runs `body(d)` for each die the object stands for.
template <class F> void Emitter::each_die(const Obj& o, F body) {
  if (o.kind == Obj::Kind::Die) {
    body(o.expr);
  } else if (o.kind == Obj::Kind::DieList) {
    std::string v = fresh("d");
    block("for _, " + v + " in ipairs(" + o.expr + ") do", [&] { body(v); });
  } else if (o.kind == Obj::Kind::CharOrPlayer) {
    block("if " + o.expr + " >= 0 then", [&] { body(o.expr); });
  }
}
// Runs `body(p)` for each player the object stands for.
template <class F> void Emitter::each_player(const Obj& o, F body) {
  if (o.kind == Obj::Kind::Player) {
    body(o.expr);
  } else if (o.kind == Obj::Kind::PlayerList) {
    std::string v = fresh("p");
    block("for _, " + v + " in ipairs(" + o.expr + ") do", [&] { body(v); });
  } else if (o.kind == Obj::Kind::CharOrPlayer) {
    block("if " + o.expr + " < 0 then", [&] { body("(-1 - " + o.expr + ")"); });
  }
}

std::string Emitter::amount(const Amount& a) {
  std::string n = std::to_string(a.n);
  std::string out = n;
  if (a.per == Amount::Per::KOd) {
    kod_ = true;
    out = a.n == 1 ? "kod" : n + " * kod";
  } else if (a.per == Amount::Per::Each && a.each) {
    std::string list = a.each->noun == Selector::Noun::Player ? "{}" : list_expr(*a.each);
    out = a.n == 1 ? "#" + list : n + " * #" + list;
  } else if (a.per == Amount::Per::Stat) {
    out = stat_of(a);
  }
  if (head_->repeatable) out = "(" + out + ") * self.times";
  return out;
}

// "equal to its attack": the stat of one die, 0 when there is none.
std::string Emitter::stat_of(const Amount& a) {
  Obj o = a.each ? obj(a.each) : Obj{};
  std::string d = o.kind == Obj::Kind::DieList ? "(" + o.expr + ")[1]" : o.kind == Obj::Kind::Die ? o.expr : "nil";
  if (d == "nil") return "0";
  std::string fn = a.stat == "defense" ? "g.defense(" : "g.attack(";
  return "(" + d + " ~= nil and " + fn + d + ") or 0)";
}

void Emitter::stmt(const Stmt& s, bool last) {
  switch (s.kind) {
    case Stmt::Kind::Damage: {
      // The amount first: "damage equal to its attack" reads the die named before the target.
      std::string n;
      if (s.amount.per == Amount::Per::Stat) n = amount(s.amount);
      Obj o = obj(s.sel);
      their_ = o.kind == Obj::Kind::Player ? o.expr : "";
      if (s.amount.per != Amount::Per::Stat) n = amount(s.amount);
      their_.clear();
      if (o.kind == Obj::Kind::Player) damaged_players_.push_back(o.expr);
      each_player(o, [&](const std::string& p) { line("g.damage_player(" + p + ", " + n + ")"); });
      each_die(o, [&](const std::string& d) { line("g.damage(" + d + ", " + n + ")"); });
      break;
    }
    case Stmt::Kind::Bonus: {
      Obj o = obj(s.sel);
      std::string a = std::to_string(s.attack), d = std::to_string(s.defense);
      if (s.amount.per != Amount::Per::None) {
        // "+1A for each ...": the count is taken once, before anything gets it.
        Amount one = s.amount;
        one.n = 1;
        std::string x = fresh("x");
        line("local " + x + " = " + amount(one));
        a = s.attack ? a + " * " + x : "0";
        d = s.defense ? d + " * " + x : "0";
      } else if (head_->repeatable) {
        a = s.attack ? a + " * self.times" : "0";
        d = s.defense ? d + " * self.times" : "0";
      }
      each_die(o, [&](const std::string& x) { line("g.bonus(" + x + ", " + a + ", " + d + ")"); });
      break;
    }
    case Stmt::Kind::Grant: {
      Obj o = obj(s.sel);
      for (std::size_t i = 0; i < s.words.size(); ++i) {
        const std::string& w = s.words[i];
        if (o.kind == Obj::Kind::Player || o.kind == Obj::Kind::PlayerList) {
          const char* flag = vocab::lookup(vocab::player_flags(), w);
          int v = s.values[i] ? s.values[i] : 1;
          each_player(o, [&](const std::string& p) {
            // "non-villain block tax": the tax spares Villains, a word of the cards, not of the kernel.
            if (flag && std::string(flag) == "block_tax_non_villain")
              line("g.block_tax(" + p + ", " + std::to_string(v) + ", \"Villain\")");
            else
              line("g.player_flag(" + p + ", " + quote(flag ? flag : w) + ", " + std::to_string(v) + ")");
          });
        } else {
          std::string flag = w.rfind("affiliation:", 0) == 0 ? w : (vocab::lookup(vocab::die_keywords(), w) ? vocab::lookup(vocab::die_keywords(), w) : w);
          each_die(o, [&](const std::string& d) { line("g.grant(" + d + ", " + quote(flag) + ")"); });
        }
      }
      break;
    }
    case Stmt::Kind::KO: {
      kod_ = true;
      Obj o = obj(s.sel);
      each_die(o, [&](const std::string& d) {
        line("g.ko(" + d + ")");
        line("if not " + use("in_field") + "(g, " + d + ") then kod = kod + 1 end");
      });
      break;
    }
    case Stmt::Kind::Capture: {
      Obj o = obj(s.sel);
      each_die(o, [&](const std::string& d) { line("g.capture(self.die, " + d + ")"); });
      break;
    }
    case Stmt::Kind::Release: line("g.release(self.die)"); break;
    case Stmt::Kind::Control: {
      Obj o = obj(s.sel);
      each_die(o, [&](const std::string& d) { line("g.control(self.die, " + d + ")"); });
      break;
    }
    case Stmt::Kind::Copy: {
      Obj o = obj(s.sel);
      each_die(o, [&](const std::string& d) {
        if (s.word != "abilities") line("g.copy(self.die, " + d + ", \"stats\")");
        if (s.word != "stats") line("g.copy(self.die, " + d + ", \"abilities\")");
      });
      break;
    }
    case Stmt::Kind::Prevent: {
      Obj o = obj(s.sel);
      const std::string n = s.word == "all" ? "" : ", " + amount(s.amount);
      each_player(o, [&](const std::string& p) { line("g.prevent_player(" + p + n + ")"); });
      each_die(o, [&](const std::string& d) { line("g.prevent(" + d + n + ")"); });
      break;
    }
    case Stmt::Kind::Spin: {
      Obj o = obj(s.sel);
      std::string n = std::to_string(s.amount.n);
      if (s.word == "either") {
        // Ask once the targets are known, and only when both ways are possible: "Characters that
        // are already at their highest level cannot be spun up ... a character cannot spin down
        // from level 1" (ASM rulebook, "Levels and Spinning"). The answer spins them all the
        // same way; with one way possible it is taken, with none nothing happens.
        std::string memo = o.kind == Obj::Kind::DieList ? o.expr : "{ " + o.expr + " }";
        std::string dice = fresh("spun"), up = fresh("up"), down = fresh("down");
        line("local " + dice + " = " + memo);
        line("local " + up + ", " + down + " = " + use("spin_ways") + "(g, " + dice + ")");
        line("if " + up + " and " + down + " then");
        ++depth_;
        line("return { ask = true, prompt = \"spin up? (no: down)\", next = \"spin_choice\", memo = " + dice + " }");
        --depth_;
        line("end");
        line("if " + up + " or " + down + " then");
        ++depth_;
        line("for _, d in ipairs(" + dice + ") do g.spin(d, " + up + " and " + n + " or -" + n + ") end");
        --depth_;
        line("end");
        extra_ += "    spin_choice = function(g, self, ev, answer)\n"
                  "      local by = answer[1] == 1 and " + n + " or -" + n + "\n"
                  "      for _, d in ipairs(self.memo) do g.spin(d, by) end\n"
                  "    end,\n";
        (void)last;
        return;
      }
      each_die(o, [&](const std::string& d) {
        if (s.word == "to") line("g.spin(" + d + ", " + n + " - g.level(" + d + "))");
        else line("g.spin(" + d + ", " + (s.word == "down" ? "-" : "") + n + ")");
      });
      break;
    }
    case Stmt::Kind::Reroll: {
      Obj o = obj(s.sel);
      each_die(o, [&](const std::string& d) { line("g.reroll(" + d + (s.zone.empty() ? "" : ", " + quote(s.zone)) + ")"); });
      break;
    }
    case Stmt::Kind::Roll: {
      Obj o = obj(s.sel);
      each_die(o, [&](const std::string& d) { line("g.roll_to(" + d + ", " + quote(s.zone.empty() ? "reserve" : s.zone) + ")"); });
      break;
    }
    case Stmt::Kind::Draw: {
      std::string v = fresh("drawn");
      line("local " + v + " = " + use(s.from_bag ? "draw_bag" : "draw") + "(g, self.player, " + amount(s.amount) + ", " +
           quote(s.zone.empty() ? "prep" : s.zone) + ")");
      it_ = {Obj::Kind::DieList, v};
      break;
    }
    case Stmt::Kind::Move: {
      Obj o = obj(s.sel);
      each_die(o, [&](const std::string& d) { line("g.move(" + d + ", " + quote(s.zone.empty() ? "field" : s.zone) + ")"); });
      break;
    }
    case Stmt::Kind::Field: {
      // A die taken from a zone other than the Reserve Pool shows no rolled face: it comes at level 1.
      int level = s.amount.n;
      if (level == 0 && s.sel && !s.sel->zone.empty() && zone_of(*s.sel) != "field" && s.sel->zone != "reserve") level = 1;
      auto field = [&](const std::string& d) {
        if (level == 1) line("g.field(" + d + ", 1)");
        else if (level > 0) line("g.field(" + d + ", math.min(" + std::to_string(level) + ", g.max_level(" + d + ")))");
        else line("g.field(" + d + ")");
      };
      if (s.each_player && s.sel) {
        // Each player, you first, fields the first die that fits from their own dice.
        std::string p = fresh("p");
        block("for _, " + p + " in ipairs(" + use("you_first") + "(g, self.player)) do", [&] {
          Selector theirs = *s.sel;
          theirs.kind = Selector::Kind::Each;
          theirs.filters.push_back({Filter::Kind::Theirs, 0, 0, "", theirs.pos});
          their_ = p;
          std::string d = fresh("d");
          line("local " + d + " = " + list_expr(theirs) + "[1]");
          their_.clear();
          block("if " + d + " then", [&] { field(d); });
        });
        break;
      }
      Obj o = obj(s.sel);
      each_die(o, field);
      break;
    }
    case Stmt::Kind::Sacrifice: {
      Obj o = obj(s.sel);
      each_die(o, [&](const std::string& d) { line("g.sacrifice(" + d + ")"); });
      break;
    }
    case Stmt::Kind::GainLife:
    case Stmt::Kind::LoseLife: {
      Obj o = obj(s.sel);
      their_ = o.kind == Obj::Kind::Player ? o.expr : "";
      std::string n = amount(s.amount);
      their_.clear();
      const char* fn = s.kind == Stmt::Kind::GainLife ? "g.gain_life(" : "g.lose_life(";
      each_player(o, [&](const std::string& p) { line(fn + p + ", " + n + ")"); });
      break;
    }
    case Stmt::Kind::Redirect: {
      Obj o = obj(s.sel);
      std::string n = amount(s.amount);
      each_die(o, [&](const std::string& d) { line("g.redirect(self.player, " + n + ", " + d + ")"); });
      break;
    }
    case Stmt::Kind::EachOther: {
      // Both stats are read before either die takes damage.
      Obj a = obj(s.sel), b = obj(s.other);
      if (a.kind != Obj::Kind::Die || b.kind != Obj::Kind::Die) break;
      std::string fn = s.word == "defense" ? "g.defense(" : "g.attack(";
      block("if " + a.expr + " ~= nil and " + b.expr + " ~= nil then", [&] {
        std::string x = fresh("x"), y = fresh("y");
        line("local " + x + ", " + y + " = " + fn + a.expr + "), " + fn + b.expr + ")");
        line("g.damage(" + b.expr + ", " + x + ")");
        line("g.damage(" + a.expr + ", " + y + ")");
      });
      break;
    }
    case Stmt::Kind::PutOnCard:
      line("return { choose = " + use("basic_action_dice") + "(g), next = \"put_on_card\", prompt = \"choose a basic action card\" }");
      extra_ += "    put_on_card = function(g, self, ev, picked)\n"
                "      if picked[1] then g.put_on_card(self.die, g.card_of(picked[1]), g.opponent(self.player)) end\n"
                "    end,\n";
      break;
    case Stmt::Kind::MustBlock:
      line("for _, p in ipairs(g.opponents(self.player)) do g.player_flag(p, \"must_block\", self.die) end");
      break;
    case Stmt::Kind::Invulnerable: line("g.player_flag(self.player, \"invulnerable\")"); break;
    case Stmt::Kind::If: {
      if (s.cond && s.cond->kind == Cond::Kind::Dealt) {
        dealt_branch(s);
        break;
      }
      line("if " + (s.cond ? cond_expr(*s.cond) : std::string("true")) + " then");
      ++depth_;
      Obj saved = it_;
      for (std::size_t i = 0; i < s.then.size(); ++i) stmt(s.then[i], last && i + 1 == s.then.size());
      if (!s.otherwise.empty()) {
        // A target is chosen before either branch runs, so `it` may name one the first branch
        // mentioned; dice found inside that branch are out of reach.
        bool target = it_.expr.find("t[") != std::string::npos || it_.expr.rfind("rest(t", 0) == 0;
        if (!target) it_ = saved;
        --depth_;
        line("else");
        ++depth_;
        for (std::size_t i = 0; i < s.otherwise.size(); ++i) stmt(s.otherwise[i], last && i + 1 == s.otherwise.size());
      }
      --depth_;
      line("end");
      break;
    }
    case Stmt::Kind::Lua: {
      // Keep the block's own indentation, less what all its lines share, and every line in
      // place, so that a Lua error's line can be traced back to the card file.
      std::vector<std::string> lines;
      std::size_t common = std::string::npos;
      std::istringstream in(s.word);
      for (std::string l; std::getline(in, l);) {
        while (!l.empty() && l.back() == '\r') l.pop_back();
        std::size_t b = l.find_first_not_of(" \t");
        if (b != std::string::npos) common = std::min(common, b);
        lines.push_back(l);
      }
      int first = s.code_pos.line;
      if (!lines.empty() && lines.front().find_first_not_of(" \t") == std::string::npos) {
        lines.erase(lines.begin());
        ++first;
      }
      while (!lines.empty() && lines.back().find_first_not_of(" \t") == std::string::npos) lines.pop_back();
      line(std::string(kCardLineMark) + std::to_string(first));
      for (const auto& l : lines) line(l.size() > common ? l.substr(common) : std::string());
      line(std::string(kCardLineMark) + "0");
      break;
    }
    default: break;
  }
}

// "if that dealt 2 or more damage, ...": damage is dealt once the effect ends, so the effect
// notes the life of the players it damages and asks to go on afterwards, where the branch runs.
void Emitter::dealt_branch(const Stmt& s) {
  std::string players;
  for (const auto& p : damaged_players_) players += ", " + p;
  std::string before = "0";
  for (const auto& p : damaged_players_) before += " + g.life(" + p + ")";
  line("return { choose = {}, next = \"after_damage\", memo = { " + before + players + " } }");
  const std::string saved = code_;
  const int saved_depth = depth_;
  code_.clear();
  depth_ = 3;
  line("local after = 0");
  line("for i = 2, #self.memo do after = after + g.life(self.memo[i]) end");
  line("if self.memo[1] - after >= " + std::to_string(s.cond->n) + " then");
  ++depth_;
  for (const auto& k : s.then) stmt(k, true);
  --depth_;
  if (!s.otherwise.empty()) {
    line("else");
    ++depth_;
    for (const auto& k : s.otherwise) stmt(k, true);
    --depth_;
  }
  line("end");
  extra_ += "    after_damage = function(g, self, ev)\n" + code_ + "    end,\n";
  code_ = saved;
  depth_ = saved_depth;
}

void Emitter::effects(const Ability& a, std::vector<std::string>& f) {
  target_index_.clear();
  // A sacrifice in the head is a cost: its choice comes first and it is paid before the effects.
  std::vector<Stmt> body;
  if (head_->sacrifice) {
    Stmt pay;
    pay.kind = Stmt::Kind::Sacrifice;
    pay.sel = head_->sacrifice;
    pay.pos = head_->sacrifice->pos;
    body.push_back(pay);
  }
  body.insert(body.end(), a.body.begin(), a.body.end());
  effects_of(body, f);
}

void Emitter::effects_of(const std::vector<Stmt>& body, std::vector<std::string>& f) {
  collect_targets(body);
  if (!targets_.empty()) {
    std::string t = "targets = {\n";
    for (const Selector* s : targets_) t += "      " + target_spec(*s) + ",\n";
    f.push_back(t + "    }");
  }
  // Dice touched without being targeted: their protections are offered first.
  std::vector<std::string> touched;
  collect_affected(body, touched);
  depth_ = 3;
  for (std::size_t i = 0; i < body.size(); ++i) stmt(body[i], i + 1 == body.size());
  if (kod_) code_ = "      local kod = 0\n" + code_;
  if (!touched.empty()) {
    std::string s = "affects = function(g, self, ev)\n      local out = {}\n";
    for (const auto& l : touched) s += "      for _, d in ipairs(" + l + ") do out[#out + 1] = d end\n";
    f.push_back(s + "      return out\n    end");
  }
  if (code_.empty()) code_ = "      -- no effect\n";
  f.push_back("effect = function(g, self, ev, t)\n" + code_ + "    end");
  if (!extra_.empty()) {
    std::string e = extra_;
    // extra_ is already formatted as fields; strip the trailing ",\n" for the list joiner.
    while (!e.empty() && (e.back() == '\n' || e.back() == ',')) e.pop_back();
    std::size_t b = e.find_first_not_of(' ');
    f.push_back(e.substr(b));
  }
}

void Emitter::collect_affected(const std::vector<Stmt>& body, std::vector<std::string>& out) {
  for (const auto& s : body) {
    if (s.sel && s.sel->kind == Selector::Kind::Each && s.sel->noun != Selector::Noun::Player && zone_of(*s.sel) == "field" &&
        s.kind != Stmt::Kind::Lua)
      out.push_back(list_expr(*s.sel));
    collect_affected(s.then, out);
    collect_affected(s.otherwise, out);
  }
}

}  // namespace dm::dsl::codegen
