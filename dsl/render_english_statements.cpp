// Statements as clauses of a sentence: "deal 2 damage to target character", "your Sidekick
// characters get +1A", and what keywords and player flags say when given.
#include "dsl/render_english.hpp"

#include <cctype>

#include "dsl/vocabulary.hpp"

namespace dm::dsl::english {

namespace {

// Keywords of the rules printed as names, with capitals.
bool is_keyword_name(const std::string& w) {
  return w == "overcrush" || w == "regenerate" || w == "deadly" || w == "ally" || w == "swarm";
}

std::string keyword_name(const std::string& w) {
  std::string out = w;
  capitalize_first(out);
  return out;
}

}  // namespace

English::Subject English::subject(const Selector& s) {
  Subject su{selector(s), selector(s), false, s.kind == Selector::Kind::You};
  if (s.kind == Selector::Kind::It && s.plural) su.text = "they";
  if (su.you) su.plural = true;
  else if (s.kind == Selector::Kind::It) su.plural = s.plural;
  else if (s.kind == Selector::Kind::Each) su.plural = s.plural;
  else if (s.kind == Selector::Kind::Target) su.plural = s.count > 1 || s.plural;
  return su;
}

std::string English::verb(const Subject& su, const std::string& third, const std::string& plain) {
  return su.plural ? plain : third;
}

std::string English::amount_tail(const Amount& a) {
  if (a.per == Amount::Per::KOd) return " for each one KO'd";
  if (a.per == Amount::Per::Each && a.each) return " for each " + selector(*a.each, true);
  return {};
}

// "equal to its attack", "equal to the defense of target character".
std::string English::stat_phrase(const Amount& a) {
  if (!a.each || a.each->kind == Selector::Kind::It) return "equal to its " + a.stat;
  if (a.each->kind == Selector::Kind::This) return "equal to " + title() + "'s " + a.stat;
  return "equal to the " + a.stat + " of " + selector(*a.each);
}

std::string English::bonus(const Stmt& s) {
  std::vector<std::string> parts;
  auto stat = [](int v, char which) { return std::string(v < 0 ? "-" : "+") + std::to_string(v < 0 ? -v : v) + which; };
  if (s.attack) parts.push_back(stat(s.attack, 'A'));
  if (s.defense) parts.push_back(stat(s.defense, 'D'));
  if (parts.empty()) parts.push_back("+0A");
  return join_and(parts);
}

English::Predicate English::die_predicate(const std::string& w) {
  if (w.rfind("affiliation:", 0) == 0) return {"the " + w.substr(12) + " affiliation", "", true, true};
  if (w == "unblockable") return {"can't be blocked", "can't be blocked"};
  if (w == "can't block") return {"can't block", "can't block"};
  if (w == "can't attack") return {"can't attack", "can't attack"};
  if (w.rfind("can't be targeted", 0) == 0) return {w, w};
  if (w == "no combat damage") return {"deals no combat damage", "deal no combat damage"};
  if (w == "no abilities") return {"loses its abilities", "lose their abilities"};
  if (w == "defense equal to attack") return {"gets defense equal to its attack", "get defense equal to their attack"};
  if (w == "ko at end of combat") return {"is KO'd at end of combat", "are KO'd at end of combat", false, false};
  if (w == "ko at end of turn") return {"is KO'd at end of turn", "are KO'd at end of turn", false, false};
  return {is_keyword_name(w) ? keyword_name(w) : w, "", true, true};
}

std::string English::possessive(const Subject& su) {
  if (su.you) return "your";
  if (su.text == "your opponent") return "your opponent's";
  return su.text + "'s";
}

// `may`: the phrase follows "you may", as in "you may have your opponent pay 1 life ...".
std::string English::player_flag(const Subject& su, const std::string& w, int value, bool may) {
  int n = value ? value : 1;
  std::string they = su.you ? "you" : "they";
  std::string pays = (may ? (su.you ? std::string("pay ") : "have " + su.text + " pay ") : su.text + " must pay ") +
                     std::to_string(n) + " life for each ";
  if (w == "block tax") return pays + "character " + they + " assign to block this turn";
  if (w == "non-villain block tax") return pays + "non-Villain character " + they + " assign to block this turn";
  if (may) return "do the following: " + player_flag(su, w, value, false);
  if (w == "extra damage") {
    std::string deal = verb(su, "deals", "deal");
    if (n == 1)
      return "the next time " + su.text + " " + deal + " damage with an action die or global ability this turn, it deals 1 more";
    return "the next " + number_word(n) + " times " + su.text + " " + deal +
           " damage with an action die or global ability this turn, it deals 1 more";
  }
  if (w == "invulnerable") return possessive(su) + " attacking characters KO'd this turn return to the Field Zone";
  return su.text + " " + verb(su, "gains", "gain") + " " + w + (value ? " " + std::to_string(value) : "") +
         (timed_ ? " until end of turn" : "");
}

std::string English::grant(const Stmt& s, bool may) {
  Subject su = s.sel ? subject(*s.sel) : Subject{title(), title()};
  if (s.sel && is_player(*s.sel)) {
    std::vector<std::string> parts;
    for (std::size_t i = 0; i < s.words.size(); ++i)
      parts.push_back(player_flag(su, s.words[i], i < s.values.size() ? s.values[i] : 0, may && i == 0));
    return join_and(parts);
  }
  // Keywords merge: "gains Overcrush and the X-Men affiliation". What lasts until end of turn
  // comes first, so that the words "until end of turn" end its list.
  // After "you may have it", only "gain" reads well; anything else is said whole.
  bool only_gains = true;
  for (const auto& w : s.words) only_gains = only_gains && die_predicate(w).gains;
  if (may && !only_gains && !su.you) return "do the following: " + grant(s, false);
  std::vector<std::string> timed, untimed, gained;
  bool plain = su.plural || may;
  for (const auto& w : s.words) {
    Predicate p = die_predicate(w);
    if (p.gains) gained.push_back(p.third);
    else (p.timed ? timed : untimed).push_back(plain ? p.plain : p.third);
  }
  if (!gained.empty()) timed.insert(timed.begin(), std::string(plain ? "gain " : "gains ") + join_and(gained));
  std::string out = join_and(timed);
  if (timed_ && !timed.empty()) out += " until end of turn";
  if (!untimed.empty()) out = words_of({out, timed.empty() ? "" : "and", join_and(untimed)});
  if (!may) return su.text + " " + out;
  return su.you ? out : "have " + su.object + " " + out;
}

std::string English::life(const Stmt& s, bool may) {
  bool gain = s.kind == Stmt::Kind::GainLife;
  Subject su = s.sel ? subject(*s.sel) : Subject{"you", "you", true, true};
  std::string tail = std::to_string(s.amount.n) + " life" + amount_tail(s.amount);
  std::string v = su.plural ? (gain ? "gain" : "lose") : (gain ? "gains" : "loses");
  if (may) return su.you ? v + " " + tail : "have " + su.object + " " + (gain ? "gain " : "lose ") + tail;
  return su.text + " " + v + " " + tail;
}

std::string English::stmt(const Stmt& s, bool may) {
  std::string out;
  auto sel = [&] { return s.sel ? selector(*s.sel) : title(); };
  switch (s.kind) {
    case Stmt::Kind::Damage:
      if (s.amount.per == Amount::Per::Stat) {
        std::string equal = stat_phrase(s.amount);
        out = "deal damage " + equal + " to " + sel();
        break;
      }
      out = "deal " + std::to_string(s.amount.n) + " damage to " + sel() + amount_tail(s.amount);
      break;
    case Stmt::Kind::Bonus: {
      Subject su = s.sel ? subject(*s.sel) : Subject{title(), title()};
      std::string tail = bonus(s) + amount_tail(s.amount) + (timed_ ? " until end of turn" : "");
      out = may ? "have " + su.object + " get " + tail : su.text + " " + verb(su, "gets", "get") + " " + tail;
      remember(s.sel);
      return out;
    }
    case Stmt::Kind::Grant: out = grant(s, may); remember(s.sel); return out;
    case Stmt::Kind::KO: out = "KO " + sel(); break;
    case Stmt::Kind::Capture: out = "capture " + sel(); break;
    case Stmt::Kind::Release: out = "release the dice " + title() + " captured"; break;
    case Stmt::Kind::Control:
      out = "take control of " + sel() + " until end of turn or until " + title() + " leaves the field";
      break;
    case Stmt::Kind::Copy: {
      // The die whose ability it is does the copying: "you may have Mimic copy ...".
      const std::string what = (s.word == "both" ? std::string("stats and abilities") : s.word) + " of " + sel() + " until end of turn";
      out = may ? "have " + title() + " copy the " + what : title() + " copies the " + what;
      break;
    }
    case Stmt::Kind::Prevent:
      out = (s.word == "all" ? std::string("prevent all damage to ") : "prevent the next " + std::to_string(s.amount.n) + " damage to ") +
            sel() + " this turn";
      break;
    case Stmt::Kind::Spin: {
      std::string levels = std::to_string(s.amount.n) + (s.amount.n == 1 ? " level" : " levels");
      if (s.word == "to") out = "spin " + sel() + " to level " + std::to_string(s.amount.n);
      else if (s.word == "either") out = "spin " + sel() + " up or down " + levels;
      else out = "spin " + sel() + " " + s.word + " " + levels;
      break;
    }
    case Stmt::Kind::Reroll:
      out = "reroll " + sel();
      if (!s.zone.empty()) out += " (non-characters go to their owner's " + zone_display(s.zone) + ")";
      break;
    case Stmt::Kind::Roll: out = "roll " + sel() + " into " + destination(s.sel.get(), s.zone.empty() ? "reserve" : s.zone); break;
    case Stmt::Kind::Draw:
      out = "draw " + (s.amount.n == 1 ? std::string("a die") : std::to_string(s.amount.n) + " dice") + amount_tail(s.amount) +
            (s.from_bag ? " from your bag" : "") + " into your " + zone_display(s.zone.empty() ? "prep" : s.zone);
      last_side_ = Side::Yours;
      return out;
    case Stmt::Kind::Move: out = "move " + sel() + " to " + destination(s.sel.get(), s.zone.empty() ? "field" : s.zone); break;
    case Stmt::Kind::Field:
      if (s.each_player) {
        out = "each player fields " + sel() + (s.amount.n > 0 ? " at level " + std::to_string(s.amount.n) : "") + ", if able";
        break;
      }
      out = "field " + sel() + (s.amount.n > 0 ? " at level " + std::to_string(s.amount.n) : "");
      break;
    case Stmt::Kind::EachOther: {
      std::string a = s.sel ? selector(*s.sel) : title(), b = s.other ? selector(*s.other) : title();
      out = a + " and " + b + " deal damage equal to their " + s.word + " to each other";
      break;
    }
    case Stmt::Kind::PutOnCard:
      out = "put " + title() + "'s die on a basic action card: while it is there, your opponent pays double to buy that card's dice";
      break;
    case Stmt::Kind::Sacrifice: out = "sacrifice " + sel(); break;
    case Stmt::Kind::GainLife:
    case Stmt::Kind::LoseLife: return life(s, may);
    case Stmt::Kind::Redirect: out = "redirect " + std::to_string(s.amount.n) + " damage to " + sel(); break;
    case Stmt::Kind::MustBlock: out = "each opposing character must block " + title() + " if able"; break;
    case Stmt::Kind::Invulnerable: out = "your attacking characters KO'd this turn return to the Field Zone"; break;
    case Stmt::Kind::If: {
      out = "if " + (s.cond ? cond(*s.cond) : std::string("true")) + ", " + body(s.then);
      if (!s.otherwise.empty()) out += "; otherwise, " + body(s.otherwise);
      return may ? "do the following: " + out : out;
    }
    case Stmt::Kind::Lua: {
      // A block that opens with a comment says in it what it does: the card's own words.
      const auto start = s.word.find_first_not_of(" \t\r\n");
      if (start != std::string::npos && s.word.compare(start, 2, "--") == 0) {
        std::string said = s.word.substr(start + 2, s.word.find('\n', start) - start - 2);
        said.erase(0, said.find_first_not_of(' '));
        while (!said.empty() && (said.back() == '.' || said.back() == ' ' || said.back() == '\r')) said.pop_back();
        if (!said.empty()) {
          said[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(said[0])));
          return said;
        }
      }
      return "[Lua]";
    }
    case Stmt::Kind::Keywords: {
      bool names = true;
      for (const auto& w : s.words)
        if (!is_keyword_name(w) && vocab::lookup(vocab::die_keywords(), w)) names = false;
      if (names) {
        std::vector<std::string> k;
        for (const auto& w : s.words) {
          const Card::DefinedKeyword* def = card_ ? card_->defined(w) : nullptr;
          if (def) k.push_back(def->name + (def->reminder.empty() ? "" : " (" + def->reminder + ")"));
          else k.push_back(keyword_name(w));
        }
        std::string list;
        for (const auto& x : k) list += (list.empty() ? "" : ", ") + x;
        return list;
      }
      Stmt g = s;
      g.kind = Stmt::Kind::Grant;
      g.sel = std::make_shared<Selector>();
      return grant(g, false);
    }
    case Stmt::Kind::Restrict: out = title() + " can't be blocked by " + sel(); break;
    case Stmt::Kind::Reduce: out = "damage dealt to " + title() + " is reduced by " + std::to_string(s.amount.n); break;
    case Stmt::Kind::AtMost:
      out = title() + " takes at most " + std::to_string(s.amount.n) + " damage from each action die";
      break;
    case Stmt::Kind::FieldAlt:
      out = s.cost.free || s.cost.empty() ? "you may field " + title() + " for free"
                                          : "you may pay " + cost(s.cost) + " to field " + title();
      break;
    case Stmt::Kind::Protect:
      out = "when an ability or effect would affect " + title() + ", you may pay " + cost(s.cost) + " to keep " + title() +
            " unaffected";
      break;
  }
  remember(s.sel);
  return out;
}

std::string English::body(const std::vector<Stmt>& b, bool may) {
  std::string out;
  for (std::size_t i = 0; i < b.size(); ++i) out += (i ? "; " : "") + stmt(b[i], may && i == 0);
  return out;
}

}  // namespace dm::dsl::english
