// Abilities written back as source. The one rule that shapes this file: reading the output must
// give the same tree, down to the order of a selector's filters (the generated Lua tests them in
// that order), so where the language offers two spellings we pick one that keeps the order.
#include "dsl/format_source.hpp"

#include <cctype>
#include <vector>

#include "dsl/vocabulary.hpp"

namespace dm::dsl {

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out + "\"";
}

namespace {

std::string number_word(int n) {
  static const char* words[] = {"zero", "one", "two", "three", "four", "five"};
  if (n >= 0 && n <= 5) return words[n];
  return std::to_string(n);
}

std::string join(const std::vector<std::string>& parts, const char* sep) {
  std::string out;
  for (const auto& p : parts)
    if (!p.empty()) out += (out.empty() ? "" : sep) + p;
  return out;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// A Lua long bracket around `inner`, with as many `=` as it takes not to be closed early.
std::string long_bracket(const std::string& inner) {
  std::string eq;
  while (inner.find("]" + eq + "]") != std::string::npos) eq += '=';
  return "[" + eq + "[" + inner + "]" + eq + "]";
}

enum class Place { Pre, Post, Both, Noun };

Place place_of(const Filter& f) {
  switch (f.kind) {
    case Filter::Kind::Yours:
    case Filter::Kind::Other: return Place::Both;
    case Filter::Kind::Theirs:
    case Filter::Kind::OfThisCard:
    case Filter::Kind::Engaged:
    case Filter::Kind::NotJustPaid:
    case Filter::Kind::NotThatDie:
    case Filter::Kind::Lua: return Place::Post;
    case Filter::Kind::CharacterDie: return Place::Noun;
    default: return Place::Pre;
  }
}

// Adjectives a selector may start with when it has no quantifier ("your characters").
bool plain_adjective(const Filter& f) {
  switch (f.kind) {
    case Filter::Kind::Level:
    case Filter::Kind::Opposing:
    case Filter::Kind::Yours:
    case Filter::Kind::Other:
    case Filter::Kind::NotSidekick:
    case Filter::Kind::NotAffiliation:
    case Filter::Kind::Affiliation:
    case Filter::Kind::Attacking:
    case Filter::Kind::Blocking:
    case Filter::Kind::Blocked:
    case Filter::Kind::Sidekick: return true;
    case Filter::Kind::Energy: return vocab::lookup(vocab::energies(), f.word) != nullptr;
    default: return false;
  }
}

std::string pre_word(const Filter& f) {
  switch (f.kind) {
    case Filter::Kind::Opposing: return "opposing";
    case Filter::Kind::Yours: return "your";
    case Filter::Kind::Other: return "other";
    case Filter::Kind::Level:
      return "level " + std::to_string(f.n) + (f.cmp < 0 ? " or lower" : f.cmp > 0 ? " or higher" : "");
    case Filter::Kind::Energy:
    case Filter::Kind::Unknown: return f.word;
    case Filter::Kind::Affiliation: return quoted(f.word);
    case Filter::Kind::NotAffiliation: return "non-" + quoted(f.word);
    case Filter::Kind::Sidekick: return "sidekick";
    case Filter::Kind::NotSidekick: return "non-sidekick";
    case Filter::Kind::Attacking: return "attacking";
    case Filter::Kind::Blocking: return "blocking";
    case Filter::Kind::Blocked: return "blocked";
    default: return {};
  }
}

class Writer {
 public:
  explicit Writer(std::string_view original) : original_(original) {}

  // ------------------------------------------------------------ Lua
  // The block as written at or after `from`, when it holds exactly `inner`.
  std::string lua(std::size_t from, const std::string& inner) const {
    for (std::size_t i = from; i < original_.size(); ++i) {
      if (original_[i] != '[') continue;
      std::size_t j = i + 1;
      while (j < original_.size() && original_[j] == '=') ++j;
      if (j >= original_.size() || original_[j] != '[') continue;
      std::string close = "]" + std::string(j - i - 1, '=') + "]";
      std::size_t e = original_.find(close, j + 1);
      if (e == std::string_view::npos) break;
      if (original_.substr(j + 1, e - j - 1) == inner) return std::string(original_.substr(i, e + close.size() - i));
      break;
    }
    return long_bracket(inner);
  }

  // ------------------------------------------------------------ zones
  static std::string zone_words(const std::string& zone, const std::string& written) {
    if (zone.empty() || zone[0] == '?') return zone.empty() ? written : zone.substr(1);
    const char* w = vocab::written(vocab::zones(), zone);
    return w ? w : zone;
  }

  // Whose zone a statement's destination names, read from the text since the tree keeps only
  // the zone ("to their owner's prep area").
  std::string owner_at(const Pos& p) const {
    std::vector<std::string> words;
    std::size_t i = p.byte;
    while (i < original_.size() && words.size() < 2) {
      while (i < original_.size() && std::isspace(static_cast<unsigned char>(original_[i]))) ++i;
      std::size_t b = i;
      while (i < original_.size() && (std::isalnum(static_cast<unsigned char>(original_[i])) || original_[i] == '\'' ||
                                      original_[i] == '-' || original_[i] == '_'))
        ++i;
      if (i == b) break;
      words.push_back(lower(std::string(original_.substr(b, i - b))));
    }
    if (words.empty()) return {};
    if ((words[0] == "its" || words[0] == "their") && words.size() > 1 && words[1] == "owner's") return words[0] + " owner's";
    if (words[0] == "your" || words[0] == "their" || words[0] == "its" || words[0] == "the") return words[0];
    return {};
  }

  std::string destination(const Stmt& s) const {
    std::string z = zone_words(s.zone, s.zone_written);
    std::string owner = owner_at(s.zone_pos);
    return owner.empty() ? z : owner + " " + z;
  }

  // ------------------------------------------------------------ selectors
  std::string selector(const Selector& s, bool subject = false) const {
    switch (s.kind) {
      case Selector::Kind::This: return "this";
      case Selector::Kind::It: return s.plural ? (subject ? "they" : "them") : "it";
      case Selector::Kind::You: return "you";
      case Selector::Kind::Opponent: return "your opponent";
      case Selector::Kind::ThatPlayer: return "that opponent";
      case Selector::Kind::ThatDie: return "that character";
      case Selector::Kind::EachPlayer: return "each player";
      case Selector::Kind::Target:
      case Selector::Kind::Each: break;
      case Selector::Kind::First: {
        Selector t = s;
        t.kind = Selector::Kind::Target;
        return set_selector(t, false);
      }
    }
    return set_selector(s, false);
  }

  // Filters before the noun, the noun, filters after it, in the order the tree holds them.
  std::string set_selector(const Selector& s, bool bare) const {
    std::vector<Filter> fs = s.filters;
    // "in your used pile" adds "of yours" by itself, last: leave it to the zone.
    if (s.zone_owner == "your" && !fs.empty() && fs.back().kind == Filter::Kind::Yours) {
      int sides = 0;
      for (const auto& f : fs) sides += f.kind == Filter::Kind::Yours || f.kind == Filter::Kind::Opposing;
      if (sides == 1) fs.pop_back();
    }
    bool each = s.kind == Selector::Kind::Each && !bare;
    bool plain_each = each && s.plural;
    const std::size_t n = fs.size();

    // The noun may carry one filter: "character die", "opponent", "sidekick".
    int noun_at = -1;
    for (std::size_t i = 0; i < n; ++i) {
      bool carried = fs[i].kind == Filter::Kind::CharacterDie ||
                     (fs[i].kind == Filter::Kind::Opposing && s.noun == Selector::Noun::Player) ||
                     (fs[i].kind == Filter::Kind::Sidekick && s.noun == Selector::Noun::Character && s.plural);
      if (!carried || !split_ok(fs, i, i + 1)) continue;
      noun_at = static_cast<int>(i);
      if (fs[i].kind == Filter::Kind::CharacterDie) break;
    }
    std::size_t pre_end = 0, post_begin = 0;
    if (noun_at >= 0) {
      pre_end = static_cast<std::size_t>(noun_at);
      post_begin = pre_end + 1;
    } else {
      pre_end = post_begin = best_split(fs, plain_each);
    }

    // Quantifier.
    std::vector<std::string> pre;
    std::size_t first = 0;
    bool other_first = pre_end > 0 && fs[0].kind == Filter::Kind::Other;
    std::string quant;
    if (bare) {
      quant = "";
    } else if (s.kind == Selector::Kind::Target) {
      if (s.explicit_target) {
        if (s.count == 1 && s.min == 1) {
          quant = other_first ? "another target" : "target";
          if (other_first) first = 1;
        } else if (s.min == s.count) {
          quant = number_word(s.count) + " target";
        } else {
          quant = "up to " + number_word(s.count) + " target";
        }
      } else if (s.count == 1) {
        quant = other_first ? "another" : s.quant == "one" ? "one" : "a";
        if (other_first) first = 1;
      } else {
        quant = number_word(s.count);
      }
    } else if (plain_each && s.quant.empty()) {
      bool plain = pre_end > 0;
      for (std::size_t i = 0; i < pre_end; ++i) plain = plain && plain_adjective(fs[i]);
      quant = plain ? "" : "all";
    } else {
      quant = s.quant == "every" || s.quant == "all" ? s.quant : plain_each ? "all" : "each";
      // "each player" is a selector of its own; "every player" is this one.
      bool bare_player = s.noun == Selector::Noun::Player && pre_end == 0 && noun_at < 0;
      if (bare_player && quant == "each") quant = "every";
    }
    for (std::size_t i = first; i < pre_end; ++i) pre.push_back(pre_word(fs[i]));

    std::string noun = noun_word(s, noun_at >= 0 ? &fs[static_cast<std::size_t>(noun_at)] : nullptr);
    std::vector<std::string> post;
    bool zone_done = false;
    auto zone = [&] {
      if (zone_done || s.zone.empty()) return;
      zone_done = true;
      std::string z = zone_words(s.zone, "");
      post.push_back("in " + (s.zone_owner.empty() ? z : s.zone_owner + " " + z));
    };
    // The zone reads best after whose dice they are: "a die of this card in your used pile".
    for (std::size_t i = post_begin; i < n; ++i) {
      Filter::Kind k = fs[i].kind;
      if (k != Filter::Kind::Yours && k != Filter::Kind::Theirs && k != Filter::Kind::OfThisCard) zone();
      post.push_back(post_words(fs[i]));
    }
    zone();
    if (s.chooser_opponent) post.push_back("chosen by your opponent");
    const std::string& next = pre.empty() ? noun : pre.front();
    if (quant == "a" && !next.empty() && std::string("aeiou").find(next[0]) != std::string::npos) quant = "an";
    return join({quant, join(pre, " "), noun, join(post, " ")}, " ");
  }

  static bool split_ok(const std::vector<Filter>& fs, std::size_t pre_end, std::size_t post_begin) {
    for (std::size_t i = 0; i < pre_end; ++i)
      if (place_of(fs[i]) == Place::Post || place_of(fs[i]) == Place::Noun) return false;
    for (std::size_t i = post_begin; i < fs.size(); ++i)
      if (place_of(fs[i]) == Place::Pre || place_of(fs[i]) == Place::Noun) return false;
    return true;
  }

  // Where the noun goes when no filter rides on it: every filter that can only come first before
  // it, every one that can only come last after it, and the rest where they read best.
  static std::size_t best_split(const std::vector<Filter>& fs, bool plain_each) {
    std::size_t best = fs.size();
    int best_score = -1;
    for (std::size_t k = 0; k <= fs.size(); ++k) {
      if (!split_ok(fs, k, k)) continue;
      int score = 0;
      for (std::size_t i = 0; i < fs.size(); ++i) {
        bool before = i < k;
        if (fs[i].kind == Filter::Kind::Yours) score += before == plain_each;
        if (fs[i].kind == Filter::Kind::Other) score += before;
      }
      if (score > best_score) best = k, best_score = score;
    }
    return best;
  }

  static std::string noun_word(const Selector& s, const Filter* carried) {
    bool pl = s.plural;
    switch (s.noun) {
      case Selector::Noun::Character:
        if (carried) return pl ? "sidekicks" : "sidekick";
        return pl ? "characters" : "character";
      case Selector::Noun::Die:
        if (carried) return pl ? "character dice" : "character die";
        return pl ? "dice" : "die";
      case Selector::Noun::Player:
        if (carried) return pl ? "opponents" : "opponent";
        return pl ? "players" : "player";
      case Selector::Noun::CharacterOrPlayer: return "character or player";
      case Selector::Noun::None: break;
    }
    return pl ? "dice" : "die";
  }

  std::string post_words(const Filter& f) const {
    switch (f.kind) {
      case Filter::Kind::Yours: return "of yours";
      case Filter::Kind::Other: return "other than this";
      case Filter::Kind::Theirs: return "they control";
      case Filter::Kind::OfThisCard: return "of this card";
      case Filter::Kind::Engaged: return "engaged with this";
      case Filter::Kind::NotJustPaid: return "not spent to field this";
      case Filter::Kind::NotThatDie: return "other than that character";
      case Filter::Kind::Lua: return "where " + lua(f.pos.byte, f.word);
      default: return pre_word(f);
    }
  }

  // ------------------------------------------------------------ conditions
  std::string cond(const Cond& c) const {
    switch (c.kind) {
      case Cond::Kind::Underdog: return "underdog";
      case Cond::Kind::YourTurn: return "during your turn";
      case Cond::Kind::AttackStep: return "during the attack step";
      case Cond::Kind::ThisIs: return "this is " + c.word;
      case Cond::Kind::WasRole: return "it was " + c.word;
      case Cond::Kind::ItIs: return std::string("it is ") + (c.negated ? "not " : "") + "a " + c.word;
      case Cond::Kind::YouControl: return "you control " + (c.sel ? selector(*c.sel) : std::string("a character"));
      case Cond::Kind::Lua: return "lua " + lua(c.pos.byte, c.word);
      case Cond::Kind::LessLife: return "you have less life than your opponent";
      case Cond::Kind::Dealt: return "that dealt " + std::to_string(c.n) + " or more damage";
      case Cond::Kind::Not: {
        if (c.kids.empty()) return "not underdog";
        const Cond& k = c.kids.front();
        bool group = k.kind == Cond::Kind::And || k.kind == Cond::Kind::Or;
        return "not " + (group ? "(" + cond(k) + ")" : cond(k));
      }
      case Cond::Kind::And:
      case Cond::Kind::Or: {
        if (c.kind == Cond::Kind::Or && this_is_list(c)) {
          std::vector<std::string> words;
          for (const auto& k : c.kids) words.push_back(k.word);
          return "this is " + join(words, " or ");
        }
        std::vector<std::string> parts;
        for (const auto& k : c.kids) {
          // A group inside a group keeps its parentheses, or it would read back flattened.
          bool group = k.kind == Cond::Kind::And || (k.kind == Cond::Kind::Or && (c.kind == Cond::Kind::And || !this_is_list(k)));
          parts.push_back(group ? "(" + cond(k) + ")" : cond(k));
        }
        return join(parts, c.kind == Cond::Kind::And ? " and " : " or ");
      }
    }
    return "underdog";
  }

  static bool this_is_list(const Cond& c) {
    if (c.kind != Cond::Kind::Or || c.kids.size() < 2) return false;
    for (const auto& k : c.kids)
      if (k.kind != Cond::Kind::ThisIs) return false;
    return true;
  }

  // ------------------------------------------------------------ statements
  static bool plural_subject(const Selector& s) {
    switch (s.kind) {
      case Selector::Kind::You: return true;
      case Selector::Kind::It: return s.plural;
      case Selector::Kind::Each: return s.plural;
      case Selector::Kind::Target: return s.plural || s.count > 1;
      default: return false;
    }
  }

  static std::string cost(const Cost& c) {
    std::vector<std::string> parts;
    for (const auto& [w, n] : c.energy) parts.push_back(std::to_string(n) + " " + w);
    if (c.life) parts.push_back(std::to_string(c.life) + " life");
    return join(parts, " and ");
  }

  std::string per(const Amount& a) const {
    if (a.per == Amount::Per::KOd) return " for each one KO'd";
    if (a.per == Amount::Per::Each && a.each) return " for each " + set_selector(*a.each, true);
    return {};
  }

  std::string equal(const Amount& a) const {
    if (!a.each || a.each->kind == Selector::Kind::It) return "equal to its " + a.stat;
    return "equal to the " + a.stat + " of " + selector(*a.each);
  }

  // "KO" keeps its capitals wherever it is a word of its own: "gains KO at end of combat",
  // "when this is KO'd".
  static std::string ko_words(const std::string& w) {
    std::string out = w;
    for (std::size_t at = 0; (at = out.find("ko", at)) != std::string::npos; at += 2) {
      bool start = at == 0 || out[at - 1] == ' ';
      bool end = at + 2 == out.size() || out[at + 2] == ' ' || out[at + 2] == '\'';
      if (start && end) out.replace(at, 2, "KO");
    }
    return out;
  }

  std::string grant(const Stmt& s) const {
    std::string subj = s.sel ? selector(*s.sel, true) : "this";
    bool pl = s.sel && plural_subject(*s.sel);
    // One die keyword reads best as its own predicate: "can't block", "loses its abilities".
    if (s.words.size() == 1 && (s.values.empty() || s.values[0] == 0)) {
      const std::string& w = s.words[0];
      if (w == "unblockable") return subj + " can't be blocked";
      if (w == "can't block") return subj + " can't block";
      if (w == "can't attack") return subj + " can't attack";
      if (w.rfind("can't be targeted", 0) == 0) return subj + " " + w;
      if (w == "no combat damage" && !pl) return subj + " deals no combat damage";
      if (w == "no abilities" && !pl) return subj + " loses its abilities";
    }
    std::vector<std::string> items;
    for (std::size_t i = 0; i < s.words.size(); ++i) {
      const std::string& w = s.words[i];
      if (w.rfind("affiliation:", 0) == 0) {
        items.push_back("affiliation " + quoted(w.substr(12)));
        continue;
      }
      int v = i < s.values.size() ? s.values[i] : 0;
      items.push_back(v ? ko_words(w) + " " + std::to_string(v) : ko_words(w));
    }
    std::string list;
    for (std::size_t i = 0; i < items.size(); ++i) list += (i ? (i + 1 == items.size() ? " and " : ", ") : "") + items[i];
    return subj + (pl ? " gain " : " gains ") + list;
  }

  std::string stmt(const Stmt& s) const {
    auto sel = [&] { return s.sel ? selector(*s.sel) : std::string("this"); };
    switch (s.kind) {
      case Stmt::Kind::Damage:
        if (s.amount.per == Amount::Per::Stat) return "deal damage " + equal(s.amount) + " to " + sel();
        return "deal " + std::to_string(s.amount.n) + " damage to " + sel() + per(s.amount);
      case Stmt::Kind::Bonus: {
        std::vector<std::string> parts;
        auto stat = [](int v, char w) { return std::string(v < 0 ? "-" : "+") + std::to_string(v < 0 ? -v : v) + w; };
        if (s.attack) parts.push_back(stat(s.attack, 'A'));
        if (s.defense) parts.push_back(stat(s.defense, 'D'));
        if (parts.empty()) parts.push_back("+0A");
        bool pl = s.sel && plural_subject(*s.sel);
        return (s.sel ? selector(*s.sel, true) : "this") + (pl ? " get " : " gets ") + join(parts, " and ") + per(s.amount);
      }
      case Stmt::Kind::Grant: return grant(s);
      case Stmt::Kind::KO: return "KO " + sel();
      case Stmt::Kind::Capture: return "capture " + sel();
      case Stmt::Kind::Release: return "release the dice this captured";
      case Stmt::Kind::Control: return "take control of " + sel();
      case Stmt::Kind::Copy: return "copy the " + (s.word == "both" ? std::string("stats and abilities") : s.word) + " of " + sel();
      case Stmt::Kind::Prevent:
        return "prevent " + (s.word == "all" ? std::string("all") : std::to_string(s.amount.n)) + " damage to " + sel();
      case Stmt::Kind::Spin: {
        std::string n = std::to_string(s.amount.n);
        if (s.word == "to") return "spin " + sel() + " to level " + n;
        std::string way = s.word == "either" ? "up or down" : s.word;
        return "spin " + sel() + " " + way + (s.amount.n == 1 ? "" : " " + n + " levels");
      }
      case Stmt::Kind::Reroll:
        return "reroll " + sel() + (s.zone.empty() && s.zone_written.empty() ? "" : ", non-characters to " + destination(s));
      case Stmt::Kind::Roll: return "roll " + sel() + " into " + destination(s);
      case Stmt::Kind::Draw:
        return "draw " + (s.amount.n == 1 ? std::string("a die") : std::to_string(s.amount.n) + " dice") +
               (s.from_bag ? " from your bag" : "") + " into " + destination(s);
      case Stmt::Kind::Move: return "move " + sel() + " to " + destination(s);
      case Stmt::Kind::EachOther:
        return (s.sel ? selector(*s.sel) : "this") + " and " + (s.other ? selector(*s.other) : "this") +
               " deal damage equal to their " + s.word + " to each other";
      case Stmt::Kind::PutOnCard: return "put this on a basic action card";
      case Stmt::Kind::Field:
        if (s.each_player)
          return "each player fields " + sel() + (s.amount.n > 0 ? " at level " + std::to_string(s.amount.n) : "");
        return "field " + sel() + (s.amount.n > 0 ? " at level " + std::to_string(s.amount.n) : "");
      case Stmt::Kind::Sacrifice: return "sacrifice " + sel();
      case Stmt::Kind::GainLife:
      case Stmt::Kind::LoseLife: {
        bool gain = s.kind == Stmt::Kind::GainLife;
        std::string tail = std::to_string(s.amount.n) + " life" + per(s.amount);
        if (!s.sel || s.sel->kind == Selector::Kind::You) return (gain ? "gain " : "lose ") + tail;
        bool pl = plural_subject(*s.sel);
        return selector(*s.sel, true) + (gain ? (pl ? " gain " : " gains ") : (pl ? " lose " : " loses ")) + tail;
      }
      case Stmt::Kind::Redirect: return "redirect " + std::to_string(s.amount.n) + " damage to " + sel();
      case Stmt::Kind::MustBlock: return "each opposing character must block this if able";
      case Stmt::Kind::Invulnerable: return "your attacking characters KO'd this turn return to the field zone";
      case Stmt::Kind::If: {
        std::string out = "if " + (s.cond ? cond(*s.cond) : std::string("underdog")) + ", " + (s.then.empty() ? "" : stmt(s.then.front()));
        if (!s.otherwise.empty()) out += "; otherwise " + stmt(s.otherwise.front());
        return out;
      }
      case Stmt::Kind::Lua: return "lua " + lua(s.pos.byte, s.word);
      case Stmt::Kind::Keywords: {
        std::vector<std::string> words;
        for (const auto& w : s.words) words.push_back(ko_words(w));
        return join(words, ", ");
      }
      case Stmt::Kind::Restrict: return "this can't be blocked by " + sel();
      case Stmt::Kind::Reduce: return "damage dealt to this is reduced by " + std::to_string(s.amount.n);
      case Stmt::Kind::AtMost: return "this takes at most " + std::to_string(s.amount.n) + " damage from each action die";
      case Stmt::Kind::FieldAlt:
        if (s.cost.empty()) return "you may field this for free";
        return "you may pay " + cost(s.cost) + " to field this";
      case Stmt::Kind::Protect: return "you may pay " + cost(s.cost) + " to keep this unaffected";
    }
    return {};
  }

  std::string body(const std::vector<Stmt>& b) const {
    std::vector<std::string> parts;
    for (const auto& s : b) parts.push_back(stmt(s));
    return join(parts, "; ");
  }

  // ------------------------------------------------------------ heads
  // Clauses in one order: when, what it costs, how often, under what conditions.
  std::string head(const Ability& a) const {
    std::vector<std::string> clauses;
    if (a.global) clauses.push_back("global");
    if (a.while_active) clauses.push_back("while active");
    if (a.first_each_turn) clauses.push_back("the first time each turn you field a character");
    else if (a.trigger == "after_blockers") clauses.push_back("after blockers are declared");
    else if (a.trigger == "end_of_combat") clauses.push_back("at end of combat");
    else if (a.trigger == "end_of_turn") clauses.push_back("at end of turn");
    else if (a.trigger == "aftershock") clauses.push_back("aftershock");
    else if (!a.trigger_written.empty()) clauses.push_back("when " + ko_words(a.trigger_written));
    // The costs, "you may" before the first: "you may pay 1 fist, sacrifice a character of yours".
    std::vector<std::string> costs;
    if (a.has_cost) costs.push_back("pay " + cost(a.cost));
    if (a.sacrifice) costs.push_back("sacrifice " + selector(*a.sacrifice));
    if (a.may && !costs.empty()) costs.front() = "you may " + costs.front();
    clauses.insert(clauses.end(), costs.begin(), costs.end());
    if (a.once_per_turn) clauses.push_back("once per turn");
    if (a.repeatable) clauses.push_back("any number of times");
    for (const auto& c : a.conditions) {
      bool own = c.kind == Cond::Kind::Underdog || c.kind == Cond::Kind::YourTurn || c.kind == Cond::Kind::AttackStep;
      clauses.push_back(own ? cond(c) : "if " + cond(c));
    }
    if (a.may && costs.empty()) clauses.push_back("you may");
    return join(clauses, ", ");
  }

  AbilitySource ability(const Ability& a) const {
    std::string text = a.text.empty() ? "" : " text " + quoted(a.text);
    if (!a.lua_table.empty()) return {"", "ability " + lua(a.lua_pos.byte, a.lua_table) + text + "."};
    std::string instead = a.instead ? " instead" : "";
    if (a.burst) {
      const char* mark = a.burst == 3 ? "*/**" : a.burst == 2 ? "**" : "*";
      return {"", std::string(mark) + ": " + body(a.body) + instead + text + "."};
    }
    std::string h = head(a);
    return {h.empty() ? "" : h + ":", body(a.body) + instead + text + "."};
  }

 private:
  std::string_view original_;
};

}  // namespace

AbilitySource ability_source(const Ability& a, std::string_view original) { return Writer(original).ability(a); }

}  // namespace dm::dsl
