// Selectors as noun phrases ("target opposing level 1 character", "each of your Sidekick
// characters"), whose dice they name, and conditions as clauses ("if you control another X-Men
// character").
#include <cctype>

#include "dsl/render_english.hpp"

namespace dm::dsl::english {

namespace {

bool starts_with_vowel_sound(const std::string& w) {
  if (w.empty()) return false;
  char c = static_cast<char>(std::tolower(static_cast<unsigned char>(w[0])));
  // "an X-Men character": the letter is read "ex".
  if (w[0] == 'X' && (w.size() == 1 || w[1] == '-')) return true;
  return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
}

std::string article_for(const std::string& next) { return starts_with_vowel_sound(next) ? "an" : "a"; }

bool has(const Selector& s, Filter::Kind k) {
  for (const auto& f : s.filters)
    if (f.kind == k) return true;
  return false;
}

}  // namespace

bool is_player(const Selector& s) {
  switch (s.kind) {
    case Selector::Kind::You:
    case Selector::Kind::Opponent:
    case Selector::Kind::ThatPlayer:
    case Selector::Kind::EachPlayer: return true;
    default: return s.noun == Selector::Noun::Player;
  }
}

std::string English::selector(const Selector& s, bool bare) {
  switch (s.kind) {
    case Selector::Kind::This: return title();
    case Selector::Kind::It: return s.plural ? "them" : "it";
    case Selector::Kind::You: return "you";
    case Selector::Kind::Opponent: return "your opponent";
    case Selector::Kind::ThatPlayer: return "that player";
    case Selector::Kind::ThatDie: return "that character";
    case Selector::Kind::EachPlayer: return "each player";
    case Selector::Kind::Target:
    case Selector::Kind::Each:
    case Selector::Kind::First: break;
  }
  return set_phrase(s, bare);
}

// "target opposing level 1 character", "up to two target characters of yours", "each of your
// Sidekick characters", "your Sidekick characters", "a Sidekick die in your Used Pile". `bare`
// leaves out the quantifier, for "for each character they control".
std::string English::set_phrase(const Selector& s, bool bare) {
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
Side English::side_of(const Selector& s) const {
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

std::string English::destination(const Selector* s, const std::string& zone) {
  std::string z = zone_display(zone);
  Side side = s ? side_of(*s) : Side::Yours;
  bool plural = s && (s->plural || s->count > 1 || (s->kind == Selector::Kind::Each));
  if (side == Side::Yours) return "your " + z;
  return std::string(plural ? "their owner's " : "its owner's ") + z;
}

void English::remember(const std::shared_ptr<Selector>& s) {
  if (s && s->kind != Selector::Kind::It && !is_player(*s)) last_side_ = side_of(*s);
}

std::string English::cond(const Cond& c, bool nested) {
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
    case Cond::Kind::LessLife: return "you have less life than your opponent";
    case Cond::Kind::Dealt: return "that dealt " + std::to_string(c.n) + " or more damage";
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

bool English::all_this_is(const Cond& c) {
  if (c.kids.size() < 2) return false;
  for (const auto& k : c.kids)
    if (k.kind != Cond::Kind::ThisIs) return false;
  return true;
}

std::string English::join_or(const std::vector<std::string>& parts) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? (i + 1 == parts.size() ? " or " : ", ") : "") + parts[i];
  return out;
}

std::string English::negated(const Cond& c) {
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
    case Cond::Kind::LessLife: return "you do not have less life than your opponent";
    default: return "not (" + cond(c) + ")";
  }
}

// "you control another Spidey Friends character": some die that matches, however it was written.
std::string English::existential(const Selector& s) {
  if (s.kind != Selector::Kind::Each && s.kind != Selector::Kind::Target) return selector(s);
  Selector one = s;
  one.kind = Selector::Kind::Target;
  one.explicit_target = false;
  one.count = one.min = 1;
  one.plural = false;
  return set_phrase(one, false);
}

}  // namespace dm::dsl::english
