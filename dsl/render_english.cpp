// Card text in English, read off the syntax tree: what a card would say if it were printed the
// way the engine understands it. The card's title stands for `this`; zones and keywords take the
// rulebook's capitals; anything written in Lua shows as [Lua], since no sentence can say it.
#include <cctype>
#include <string>
#include <vector>

#include "dsl/render.hpp"
#include "dsl/resolve.hpp"
#include "dsl/vocabulary.hpp"

namespace dm::dsl {

namespace {

std::string number_word(int n) {
  static const char* words[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
  if (n >= 0 && n <= 10) return words[n];
  return std::to_string(n);
}

bool starts_with_vowel_sound(const std::string& w) {
  if (w.empty()) return false;
  char c = static_cast<char>(std::tolower(static_cast<unsigned char>(w[0])));
  // "an X-Men character": the letter is read "ex".
  if (w[0] == 'X' && (w.size() == 1 || w[1] == '-')) return true;
  return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
}

std::string article_for(const std::string& next) { return starts_with_vowel_sound(next) ? "an" : "a"; }

void capitalize_first(std::string& s, std::size_t from = 0) {
  for (std::size_t i = from; i < s.size(); ++i) {
    if (std::isalpha(static_cast<unsigned char>(s[i]))) {
      s[i] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[i])));
      return;
    }
    if (s[i] != ' ' && s[i] != '(' && s[i] != '"') return;
  }
}

std::string join_and(const std::vector<std::string>& parts) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) out += i + 1 == parts.size() ? " and " : ", ";
    out += parts[i];
  }
  return out;
}

std::string words_of(const std::vector<std::string>& parts) {
  std::string out;
  for (const auto& p : parts)
    if (!p.empty()) out += (out.empty() ? "" : " ") + p;
  return out;
}

const char* zone_name(const std::string& zone) {
  if (zone == "bag") return "bag";
  if (zone == "prep") return "Prep Area";
  if (zone == "reserve") return "Reserve Pool";
  if (zone == "field") return "Field Zone";
  if (zone == "attack") return "Attack Zone";
  if (zone == "used") return "Used Pile";
  if (zone == "out_of_play") return "Out of Play";
  return nullptr;
}

std::string zone_display(const std::string& zone) {
  if (!zone.empty() && zone[0] == '?') return zone.substr(1);
  const char* n = zone_name(zone);
  return n ? n : zone;
}

bool has(const Selector& s, Filter::Kind k) {
  for (const auto& f : s.filters)
    if (f.kind == k) return true;
  return false;
}

bool is_player(const Selector& s) {
  switch (s.kind) {
    case Selector::Kind::You:
    case Selector::Kind::Opponent:
    case Selector::Kind::ThatPlayer:
    case Selector::Kind::EachPlayer: return true;
    default: return s.noun == Selector::Noun::Player;
  }
}

// Keywords of the rules printed as names, with capitals.
bool is_keyword_name(const std::string& w) {
  return w == "overcrush" || w == "regenerate" || w == "deadly" || w == "ally" || w == "swarm";
}

std::string keyword_name(const std::string& w) {
  std::string out = w;
  capitalize_first(out);
  return out;
}

enum class Side { Unknown, Yours, Theirs };

class English {
 public:
  English(const Card* card, bool timed) : card_(card), timed_(timed) {}

  std::string title() const { return card_ ? card_->title : "this die"; }

  // ------------------------------------------------------------ selectors
  std::string selector(const Selector& s, bool bare = false) {
    switch (s.kind) {
      case Selector::Kind::This: return title();
      case Selector::Kind::It: return s.plural ? "them" : "it";
      case Selector::Kind::You: return "you";
      case Selector::Kind::Opponent: return "your opponent";
      case Selector::Kind::ThatPlayer: return "that player";
      case Selector::Kind::ThatDie: return "that character";
      case Selector::Kind::EachPlayer: return "each player";
      case Selector::Kind::Target:
      case Selector::Kind::Each: break;
    }
    return set_phrase(s, bare);
  }

  // "target opposing level 1 character", "up to two target characters of yours", "each of your
  // Sidekick characters", "your Sidekick characters", "a Sidekick die in your Used Pile". `bare`
  // leaves out the quantifier, for "for each character they control".
  std::string set_phrase(const Selector& s, bool bare) {
    bool each = s.kind == Selector::Kind::Each;
    bool plural = each ? s.plural : (s.count > 1 || s.plural);
    bool yours = has(s, Filter::Kind::Yours);
    bool opposing = has(s, Filter::Kind::Opposing);
    bool other = has(s, Filter::Kind::Other);
    // Dice found "in your Used Pile" say whose they are there.
    bool zone_says_yours = s.zone_owner == "your";
    // Whose: "your" before the noun for every-match sets, "of yours" after it for chosen ones.
    bool yours_before = each && !bare && yours && !zone_says_yours;
    bool each_of_your = yours_before && !plural;

    std::vector<std::string> adj, kinds, post;
    if (opposing && s.noun != Selector::Noun::Player) adj.push_back("opposing");
    for (const auto& f : s.filters) {
      switch (f.kind) {
        case Filter::Kind::Level:
          adj.push_back("level " + std::to_string(f.n) + (f.cmp < 0 ? " or lower" : f.cmp > 0 ? " or higher" : ""));
          break;
        case Filter::Kind::Attacking: adj.push_back("attacking"); break;
        case Filter::Kind::Blocking: adj.push_back("blocking"); break;
        case Filter::Kind::Blocked: adj.push_back("blocked"); break;
        case Filter::Kind::Energy:
        case Filter::Kind::Affiliation:
        case Filter::Kind::Unknown: kinds.push_back(f.word); break;
        case Filter::Kind::NotAffiliation: kinds.push_back("non-" + f.word); break;
        case Filter::Kind::OfThisCard:
          if (card_) kinds.push_back(card_->title);
          else post.push_back("of this card");
          break;
        default: break;
      }
    }
    if (has(s, Filter::Kind::NotSidekick)) adj.push_back("non-Sidekick");
    adj.insert(adj.end(), kinds.begin(), kinds.end());
    if (has(s, Filter::Kind::Sidekick)) adj.push_back("Sidekick");

    // "each of your Sidekick characters": the noun is plural after "of".
    bool plural_noun = plural || each_of_your;
    std::string noun;
    switch (s.noun) {
      case Selector::Noun::Character: noun = plural_noun ? "characters" : "character"; break;
      case Selector::Noun::Die:
        noun = plural_noun ? "dice" : "die";
        if (has(s, Filter::Kind::CharacterDie)) noun = "character " + noun;
        break;
      case Selector::Noun::Player:
        noun = opposing ? (plural_noun ? "opponents" : "opponent") : (plural_noun ? "players" : "player");
        break;
      case Selector::Noun::CharacterOrPlayer: noun = plural_noun ? "characters or players" : "character or player"; break;
      case Selector::Noun::None: noun = plural_noun ? "dice" : "die"; break;
    }

    if (yours && !yours_before && !zone_says_yours) post.push_back("of yours");
    if (has(s, Filter::Kind::Theirs)) post.push_back("they control");
    if (!s.zone.empty() && !(s.zone == "field" && s.zone_owner.empty()))
      post.push_back("in " + (s.zone_owner.empty() ? std::string("the") : s.zone_owner) + " " + zone_display(s.zone));
    for (const auto& f : s.filters) {
      if (f.kind == Filter::Kind::Engaged) post.push_back("engaged with " + title());
      else if (f.kind == Filter::Kind::NotJustPaid) post.push_back("not spent to field " + title());
      else if (f.kind == Filter::Kind::NotThatDie) post.push_back("other than that character");
    }
    for (const auto& f : s.filters)
      if (f.kind == Filter::Kind::Lua) post.push_back("where [Lua]");
    if (s.chooser_opponent) post.push_back("chosen by your opponent");

    std::string described = words_of(adj);
    described = words_of({described, noun});
    std::string oth = other ? "other" : "";
    std::string quant;
    if (bare) {
      quant = oth;
    } else if (each_of_your) {
      quant = words_of({"each of your", oth});
    } else if (each && plural) {
      quant = words_of({yours_before ? "your" : "", oth});
      if (quant.empty() && adj.empty()) quant = "all";
    } else if (each) {
      quant = words_of({s.quant == "every" ? "every" : "each", oth});
    } else if (s.explicit_target) {
      std::string n = number_word(s.count);
      if (s.count == 1) quant = other ? "another target" : "target";
      else if (s.min == s.count) quant = words_of({n, oth, "target"});
      else quant = words_of({"up to", n, oth, "target"});
    } else if (s.count == 1) {
      quant = other ? "another" : article_for(described);
    } else {
      quant = words_of({number_word(s.count), oth});
    }
    return words_of({quant, described, words_of(post)});
  }

  // Whose dice a selector names, for "roll it into your Reserve Pool".
  Side side_of(const Selector& s) const {
    switch (s.kind) {
      case Selector::Kind::This: return Side::Yours;
      case Selector::Kind::It: return last_side_;
      case Selector::Kind::ThatDie: return Side::Unknown;
      default: break;
    }
    if (has(s, Filter::Kind::Yours) || has(s, Filter::Kind::OfThisCard) || s.zone_owner == "your") return Side::Yours;
    if (has(s, Filter::Kind::Opposing) || s.zone_owner == "their") return Side::Theirs;
    return Side::Unknown;
  }

  std::string destination(const Selector* s, const std::string& zone) {
    std::string z = zone_display(zone);
    Side side = s ? side_of(*s) : Side::Yours;
    bool plural = s && (s->plural || s->count > 1 || (s->kind == Selector::Kind::Each));
    if (side == Side::Yours) return "your " + z;
    return std::string(plural ? "their owner's " : "its owner's ") + z;
  }

  void remember(const std::shared_ptr<Selector>& s) {
    if (s && s->kind != Selector::Kind::It && !is_player(*s)) last_side_ = side_of(*s);
  }

  // ------------------------------------------------------------ conditions
  std::string cond(const Cond& c, bool nested = false) {
    switch (c.kind) {
      case Cond::Kind::Underdog: return "you are the underdog";
      case Cond::Kind::YourTurn: return "it is your turn";
      case Cond::Kind::AttackStep: return "it is the Attack Step";
      case Cond::Kind::ThisIs: return title() + " is " + c.word;
      case Cond::Kind::WasRole: return "it was " + c.word;
      case Cond::Kind::ItIs:
        return std::string("it is ") + (c.negated ? "not " : "") + (c.word == "sidekick" ? "a Sidekick" : "a " + c.word);
      case Cond::Kind::YouControl: return "you control " + (c.sel ? existential(*c.sel) : std::string("a character"));
      case Cond::Kind::Lua: return "[Lua]";
      case Cond::Kind::Not: return c.kids.empty() ? "false" : negated(c.kids.front());
      case Cond::Kind::And:
      case Cond::Kind::Or: {
        if (c.kind == Cond::Kind::Or && all_this_is(c)) {
          std::vector<std::string> words;
          for (const auto& k : c.kids) words.push_back(k.word);
          return title() + " is " + join_or(words);
        }
        std::vector<std::string> parts;
        for (const auto& k : c.kids) parts.push_back(cond(k, true));
        std::string out;
        for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? (c.kind == Cond::Kind::And ? " and " : " or ") : "") + parts[i];
        return nested ? "(" + out + ")" : out;
      }
    }
    return "[?]";
  }

  static bool all_this_is(const Cond& c) {
    if (c.kids.size() < 2) return false;
    for (const auto& k : c.kids)
      if (k.kind != Cond::Kind::ThisIs) return false;
    return true;
  }

  static std::string join_or(const std::vector<std::string>& parts) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? (i + 1 == parts.size() ? " or " : ", ") : "") + parts[i];
    return out;
  }

  std::string negated(const Cond& c) {
    switch (c.kind) {
      case Cond::Kind::Underdog: return "you are not the underdog";
      case Cond::Kind::YourTurn: return "it is not your turn";
      case Cond::Kind::AttackStep: return "it is not the Attack Step";
      case Cond::Kind::ThisIs: return title() + " is not " + c.word;
      case Cond::Kind::WasRole: return "it was not " + c.word;
      case Cond::Kind::ItIs: {
        Cond k = c;
        k.negated = !k.negated;
        return cond(k);
      }
      case Cond::Kind::YouControl: return "you do not control " + (c.sel ? existential(*c.sel) : std::string("a character"));
      case Cond::Kind::Not: return c.kids.empty() ? "true" : cond(c.kids.front());
      case Cond::Kind::Lua: return "not [Lua]";
      default: return "not (" + cond(c) + ")";
    }
  }

  // "you control another Spidey Friends character": some die that matches, however it was written.
  std::string existential(const Selector& s) {
    if (s.kind != Selector::Kind::Each && s.kind != Selector::Kind::Target) return selector(s);
    Selector one = s;
    one.kind = Selector::Kind::Target;
    one.explicit_target = false;
    one.count = one.min = 1;
    one.plural = false;
    return set_phrase(one, false);
  }

  // ------------------------------------------------------------ statements
  struct Subject {
    std::string text;
    std::string object;   // after "have": "have them gain Overcrush"
    bool plural = false;  // takes the plain verb: "you gain", "your characters get"
    bool you = false;
  };

  Subject subject(const Selector& s) {
    Subject su{selector(s), selector(s), false, s.kind == Selector::Kind::You};
    if (s.kind == Selector::Kind::It && s.plural) su.text = "they";
    if (su.you) su.plural = true;
    else if (s.kind == Selector::Kind::It) su.plural = s.plural;
    else if (s.kind == Selector::Kind::Each) su.plural = s.plural;
    else if (s.kind == Selector::Kind::Target) su.plural = s.count > 1 || s.plural;
    return su;
  }

  static std::string verb(const Subject& su, const std::string& third, const std::string& plain) { return su.plural ? plain : third; }

  std::string amount_tail(const Amount& a) {
    if (a.per == Amount::Per::KOd) return " for each one KO'd";
    if (a.per == Amount::Per::Each && a.each) return " for each " + selector(*a.each, true);
    return {};
  }

  std::string bonus(const Stmt& s) {
    std::vector<std::string> parts;
    auto stat = [](int v, char which) { return std::string(v < 0 ? "-" : "+") + std::to_string(v < 0 ? -v : v) + which; };
    if (s.attack) parts.push_back(stat(s.attack, 'A'));
    if (s.defense) parts.push_back(stat(s.defense, 'D'));
    if (parts.empty()) parts.push_back("+0A");
    return join_and(parts);
  }

  // What a die keyword does to its subject, as a verb phrase: "gains Overcrush", "can't block".
  struct Predicate {
    std::string third, plain;
    bool gains = false;  // merges with the next "gains ..."
    bool timed = true;   // takes "until end of turn"
  };

  Predicate die_predicate(const std::string& w) {
    if (w.rfind("affiliation:", 0) == 0) return {"the " + w.substr(12) + " affiliation", "", true, true};
    if (w == "unblockable") return {"can't be blocked", "can't be blocked"};
    if (w == "can't block") return {"can't block", "can't block"};
    if (w == "can't attack") return {"can't attack", "can't attack"};
    if (w == "no combat damage") return {"deals no combat damage", "deal no combat damage"};
    if (w == "no abilities") return {"loses its abilities", "lose their abilities"};
    if (w == "defense equal to attack") return {"gets defense equal to its attack", "get defense equal to their attack"};
    if (w == "ko at end of combat") return {"is KO'd at end of combat", "are KO'd at end of combat", false, false};
    if (w == "ko at end of turn") return {"is KO'd at end of turn", "are KO'd at end of turn", false, false};
    return {is_keyword_name(w) ? keyword_name(w) : w, "", true, true};
  }

  std::string possessive(const Subject& su) {
    if (su.you) return "your";
    if (su.text == "your opponent") return "your opponent's";
    return su.text + "'s";
  }

  // `may`: the phrase follows "you may", as in "you may have your opponent pay 1 life ...".
  std::string player_flag(const Subject& su, const std::string& w, int value, bool may) {
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

  std::string grant(const Stmt& s, bool may) {
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

  std::string life(const Stmt& s, bool may) {
    bool gain = s.kind == Stmt::Kind::GainLife;
    Subject su = s.sel ? subject(*s.sel) : Subject{"you", "you", true, true};
    std::string tail = std::to_string(s.amount.n) + " life" + amount_tail(s.amount);
    std::string v = su.plural ? (gain ? "gain" : "lose") : (gain ? "gains" : "loses");
    if (may) return su.you ? v + " " + tail : "have " + su.object + " " + (gain ? "gain " : "lose ") + tail;
    return su.text + " " + v + " " + tail;
  }

  std::string stmt(const Stmt& s, bool may = false) {
    std::string out;
    auto sel = [&] { return s.sel ? selector(*s.sel) : title(); };
    switch (s.kind) {
      case Stmt::Kind::Damage:
        out = "deal " + std::to_string(s.amount.n) + " damage to " + sel() + amount_tail(s.amount);
        break;
      case Stmt::Kind::Bonus: {
        Subject su = s.sel ? subject(*s.sel) : Subject{title(), title()};
        std::string tail = bonus(s) + (timed_ ? " until end of turn" : "");
        out = may ? "have " + su.object + " get " + tail : su.text + " " + verb(su, "gets", "get") + " " + tail;
        remember(s.sel);
        return out;
      }
      case Stmt::Kind::Grant: out = grant(s, may); remember(s.sel); return out;
      case Stmt::Kind::KO: out = "KO " + sel(); break;
      case Stmt::Kind::Capture: out = "capture " + sel(); break;
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
              " into your " + zone_display(s.zone.empty() ? "prep" : s.zone);
        last_side_ = Side::Yours;
        return out;
      case Stmt::Kind::Move: out = "move " + sel() + " to " + destination(s.sel.get(), s.zone.empty() ? "field" : s.zone); break;
      case Stmt::Kind::Field:
        out = "field " + sel() + (s.amount.n > 0 ? " at level " + std::to_string(s.amount.n) : "");
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
      case Stmt::Kind::Lua: return "[Lua]";
      case Stmt::Kind::Keywords: {
        bool names = true;
        for (const auto& w : s.words)
          if (!is_keyword_name(w) && vocab::lookup(vocab::die_keywords(), w)) names = false;
        if (names) {
          std::vector<std::string> k;
          for (const auto& w : s.words) k.push_back(keyword_name(w));
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

  std::string body(const std::vector<Stmt>& b, bool may = false) {
    std::string out;
    for (std::size_t i = 0; i < b.size(); ++i) out += (i ? "; " : "") + stmt(b[i], may && i == 0);
    return out;
  }

  static std::string cost(const Cost& c) {
    std::vector<std::string> parts;
    for (const auto& [w, n] : c.energy) parts.push_back(std::to_string(n) + " " + w);
    if (c.life) parts.push_back(std::to_string(c.life) + " life");
    return join_and(parts);
  }

  // ------------------------------------------------------------ triggers
  std::string trigger(const Ability& h) {
    if (h.first_each_turn) return "the first time each turn you field a character";
    if (h.trigger == "after_blockers") return "after blockers are declared";
    if (h.trigger == "end_of_combat") return "at end of combat";
    if (h.trigger == "end_of_turn") return "at end of turn";
    // The words as written, with the title for `this`: "when you or Hulk take damage".
    std::string out = "when";
    std::string w;
    auto flush = [&] {
      if (w.empty()) return;
      out += " " + (w == "this" ? title() : w == "ko'd" ? std::string("KO'd") : w);
      w.clear();
    };
    for (char ch : h.trigger_written) {
      if (ch == ' ') flush();
      else w += ch;
    }
    flush();
    return out;
  }

 private:
  const Card* card_;
  bool timed_;
  Side last_side_ = Side::Unknown;
};

// The `text` a whole-Lua ability gives itself, if it says one in a plain string.
std::string lua_table_text(const std::string& table) {
  std::size_t at = 0;
  while ((at = table.find("text", at)) != std::string::npos) {
    bool word_start = at == 0 || !(std::isalnum(static_cast<unsigned char>(table[at - 1])) || table[at - 1] == '_');
    std::size_t i = at + 4;
    at = i;
    if (!word_start) continue;
    while (i < table.size() && (table[i] == ' ' || table[i] == '\t')) ++i;
    if (i >= table.size() || table[i] != '=') continue;
    ++i;
    while (i < table.size() && (table[i] == ' ' || table[i] == '\t')) ++i;
    if (i >= table.size() || table[i] != '"') continue;
    std::string out;
    for (++i; i < table.size() && table[i] != '"' && table[i] != '\n'; ++i) {
      if (table[i] == '\\' && i + 1 < table.size()) ++i;
      out += table[i];
    }
    if (i < table.size() && table[i] == '"') {
      // A string built with `..` goes on; showing its first piece would cut a sentence short.
      std::size_t j = i + 1;
      while (j < table.size() && (table[j] == ' ' || table[j] == '\t' || table[j] == '\n' || table[j] == '\r')) ++j;
      if (table.compare(j, 2, "..") == 0) return {};
      return out;
    }
    return {};
  }
  return {};
}

}  // namespace

std::string describe_selector(const Selector& s) {
  English en(nullptr, false);
  return en.selector(s);
}

std::string render_ability(const Card& card, const Ability& a) {
  AbilityKind kind = kind_of(card, a);
  if (kind == AbilityKind::Lua) {
    std::string t = lua_table_text(a.lua_table);
    return t.empty() ? "[Lua]" : "[Lua] " + t;
  }
  const Ability& h = head_of(card, a);
  bool timed = kind == AbilityKind::Triggered || kind == AbilityKind::Global || kind == AbilityKind::Activated;
  English en(&card, timed);

  std::string instead = a.instead ? " instead" : "";
  if (a.burst) {
    std::string label = a.burst == 3 ? "*/**: " : a.burst == 2 ? "**: " : "*: ";
    std::string out = label + en.body(a.body) + instead + ".";
    capitalize_first(out, label.size());
    return out;
  }

  // Labels stand before the sentence and each start it again: "Underdog: ", "Global: ".
  std::vector<std::string> labels;
  std::vector<std::string> lead;
  bool underdog = false;
  for (const auto& c : h.conditions)
    if (c.kind == Cond::Kind::Underdog) underdog = true;
  if (underdog) labels.push_back("Underdog");
  if (h.global) labels.push_back(h.once_per_turn ? "Global (once per turn)" : "Global");
  if (h.trigger == "aftershock") labels.push_back("Aftershock");
  if (h.once_per_turn && !h.global) lead.push_back("once per turn");
  if (h.while_active) lead.push_back("while " + card.title + " is active");
  for (const auto& c : h.conditions) {
    if (c.kind == Cond::Kind::YourTurn) lead.push_back("during your turn");
    else if (c.kind == Cond::Kind::AttackStep) lead.push_back("during the Attack Step");
  }
  std::string trig = trigger_of(card, a);
  bool shows_trigger = !h.trigger_written.empty() && h.trigger != "aftershock" && !(trig == "used" && is_action_card(card));
  if (shows_trigger) lead.push_back(en.trigger(h));
  for (const auto& c : h.conditions)
    if (c.kind != Cond::Kind::Underdog && c.kind != Cond::Kind::YourTurn && c.kind != Cond::Kind::AttackStep)
      lead.push_back("if " + en.cond(c));

  // Costs before a colon: "pay 1 fist and sacrifice a character of yours: ...".
  std::vector<std::string> costs;
  if (h.has_cost) costs.push_back("pay " + English::cost(h.cost));
  if (h.sacrifice) costs.push_back("sacrifice " + en.selector(*h.sacrifice));
  std::string action;
  if (!costs.empty()) {
    action = (h.may ? "you may " : "") + join_and(costs) + (h.repeatable ? " (any number of times)" : "") + ": " + en.body(a.body);
  } else if (h.may) {
    action = "you may " + en.body(a.body, true);
  } else {
    action = en.body(a.body);
  }

  std::string out;
  std::vector<std::size_t> starts;
  for (const auto& l : labels) {
    starts.push_back(out.size());
    out += l + ": ";
  }
  starts.push_back(out.size());
  for (const auto& l : lead) out += l + ", ";
  out += action + instead + ".";
  for (std::size_t s : starts) capitalize_first(out, s);
  return out;
}

}  // namespace dm::dsl
