// Names the grammar accepts as any word and leaves to the checker (keywords, player flags,
// zones, filter words, cost words), and selectors whose filters can never all hold.
#include <algorithm>

#include "dsl/checker_rules.hpp"
#include "dsl/vocabulary.hpp"

namespace dm::dsl::rules {

std::string filter_text(const Filter& f) {
  using K = Filter::Kind;
  switch (f.kind) {
    case K::Opposing: return "opposing";
    case K::Yours: return "your";
    case K::Theirs: return "they control";
    case K::Other: return "other";
    case K::Level: return "level " + std::to_string(f.n) + (f.cmp < 0 ? " or lower" : f.cmp > 0 ? " or higher" : "");
    case K::Energy: return f.word;
    case K::Affiliation: return "\"" + f.word + "\"";
    case K::NotAffiliation: return "not \"" + f.word + "\"";
    case K::Sidekick: return "sidekick";
    case K::NotSidekick: return "non-sidekick";
    case K::Attacking: return "attacking";
    case K::Blocking: return "blocking";
    case K::Blocked: return "blocked";
    case K::Engaged: return "engaged with this";
    case K::OfThisCard: return "of this card";
    case K::NotJustPaid: return "not spent to field this";
    case K::NotThatDie: return "other than that character";
    case K::CharacterDie: return "character die";
    case K::Lua: return "where [[ ... ]]";
    case K::Unknown: return f.word;
  }
  return f.word;
}

namespace {

using K = Filter::Kind;

const std::vector<std::string>& filter_words() {
  static const std::vector<std::string> v = [] {
    std::vector<std::string> out = vocab::written_forms(vocab::energies());
    for (const char* w : {"opposing", "your", "other", "another", "sidekick", "non-sidekick", "attacking", "blocking", "blocked"})
      out.emplace_back(w);
    return out;
  }();
  return v;
}

void never(const Filter& a, const Filter& b, Diagnostics& d, std::string hint) {
  d.error(b.pos, "`" + filter_text(a) + "` and `" + filter_text(b) + "` together can never match", std::move(hint));
}

// Pairs of filters no die can satisfy at once; each pair is reported once, at its second filter.
void check_contradictions(const Selector& s, Diagnostics& d) {
  const auto& fs = s.filters;
  for (std::size_t j = 0; j < fs.size(); ++j) {
    for (std::size_t i = 0; i < j; ++i) {
      const Filter &a = fs[i], &b = fs[j];
      auto pair = [&](K x, K y) { return (a.kind == x && b.kind == y) || (a.kind == y && b.kind == x); };
      if (pair(K::Opposing, K::Yours)) {
        never(a, b, d, "a die is either yours or your opponent's");
      } else if (a.kind == K::Energy && b.kind == K::Energy && a.word != b.word) {
        never(a, b, d, "a die shows one energy type");
      } else if (pair(K::Affiliation, K::NotAffiliation) && vocab::normalize(a.word) == vocab::normalize(b.word)) {
        never(a, b, d, "remove one of the two");
      } else if (pair(K::Sidekick, K::NotSidekick)) {
        never(a, b, d, "remove one of the two");
      } else if (pair(K::Attacking, K::Blocking)) {
        never(a, b, d, "a character is either attacking or blocking; write `attacking or blocking` as a condition");
      } else if (pair(K::Blocking, K::Blocked)) {
        never(a, b, d, "`blocked` is said of attackers, `blocking` of blockers");
      } else {
        continue;
      }
      break;  // one report per filter
    }
  }
}

// Filters that read a die's state have nothing to read on a player.
bool die_filter(K k) { return k != K::Opposing && k != K::Yours && k != K::Theirs && k != K::Other && k != K::Unknown; }

// A near keyword; for a sentence, a near verb at its start (`OK target character.`).
// The keywords a card may list: the game's, and those its set defines.
std::string keyword_hint(const std::string& w, bool sentence, const Card* card) {
  auto keywords = vocab::written_forms(vocab::die_keywords());
  if (card)
    for (const auto& k : card->defined_keywords) keywords.push_back(k.name);
  if (std::string h = did_you_mean(w, keywords); !h.empty()) return h;
  if (!sentence) return "keywords are " + join_words(keywords);
  static const std::vector<std::string> verbs{"deal", "ko", "capture", "spin", "reroll", "roll", "draw", "move",
                                              "field", "sacrifice", "gain", "lose", "redirect", "if",
                                              "copy", "prevent", "release", "take"};
  if (std::string h = did_you_mean(w.substr(0, w.find(' ')), verbs); !h.empty()) return h;
  return "an effect starts with a verb such as deal, KO, capture, spin, reroll, roll, draw, move, field or sacrifice";
}

}  // namespace

void check_selector(const Selector& s, Diagnostics& d) {
  if (!s.zone.empty() && s.zone[0] == '?') {
    std::string w = s.zone.substr(1);
    d.error(s.zone_pos, "unknown zone `" + w + "`",
            hint_for(w, vocab::written_forms(vocab::zones()), "zones are bag, prep area, reserve pool, field zone, used pile and out of play"));
  }
  for (const Filter& f : s.filters) {
    if (f.kind == K::Unknown) {
      d.error(f.pos, "unknown filter `" + f.word + "`",
              hint_for(f.word, filter_words(), "filters before the noun are an energy type, an affiliation in quotes, `opposing`, `your`, `level N`, ..."));
    } else if (f.kind == K::Level && (f.n < 1 || f.n > 3)) {
      d.error(f.pos, "`" + filter_text(f) + "` can never match: levels are 1 to 3");
    } else if (is_player(s) && die_filter(f.kind)) {
      d.error(f.pos, "`" + filter_text(f) + "` applies to dice, not to players", "remove it, or say `character` instead of `player`");
    }
  }
  if (is_player(s) && !s.zone.empty()) d.error(s.zone_pos, "a player is in no zone", "zones hold dice: say `die` or `character`");
  check_contradictions(s, d);
}

void check_grant(const Stmt& s, Diagnostics& d, const Card* card) {
  const bool player = s.sel && is_player(*s.sel);
  for (std::size_t i = 0; i < s.words.size(); ++i) {
    const std::string& w = s.words[i];
    const Pos& p = i < s.word_pos.size() ? s.word_pos[i] : s.pos;
    const int value = i < s.values.size() ? s.values[i] : 0;
    if (w.rfind("affiliation:", 0) == 0) {
      if (player) d.error(p, "a player has no affiliation", "give it to a character");
      continue;
    }
    if (player) {
      if (vocab::lookup(vocab::player_flags(), w)) continue;
      if (vocab::lookup(vocab::die_keywords(), w))
        d.error(p, "`" + w + "` is a die keyword; a player can't gain it",
                "a player may gain " + join_words(vocab::written_forms(vocab::player_flags())));
      else
        d.error(p, "unknown player flag `" + w + "`",
                hint_for(w, vocab::written_forms(vocab::player_flags()),
                         "a player may gain " + join_words(vocab::written_forms(vocab::player_flags()))));
      continue;
    }
    if (vocab::lookup(vocab::die_keywords(), w)) {
      if (value) d.error(p, "`" + w + "` takes no number", "remove `" + std::to_string(value) + "`");
      continue;
    }
    if (card && card->defined(w)) {
      if (value) d.error(p, "`" + w + "` takes no number", "remove `" + std::to_string(value) + "`");
      else if (s.kind == Stmt::Kind::Grant)
        d.error(p, "`" + w + "` is a keyword its set defines: a card lists it, a die can't gain it",
                "write `" + w + ".` as an ability of the card");
      continue;
    }
    if (vocab::lookup(vocab::player_flags(), w) && s.kind == Stmt::Kind::Grant) {
      d.error(p, "`" + w + "` is a player flag; a die can't gain it", "give it to a player, e.g. `target opponent gains " + w + "`");
      continue;
    }
    // A bare phrase the grammar read as a keyword list may be a sentence it did not know.
    const bool sentence = s.kind == Stmt::Kind::Keywords && w.find(' ') != std::string::npos;
    d.error(p, std::string(sentence ? "unknown keyword or effect `" : "unknown keyword `") + w + "`", keyword_hint(w, sentence, card));
  }
}

void check_cost_words(const Cost& c, Diagnostics& d) {
  static const std::vector<std::string> words{"fist", "bolt", "mask", "shield", "energy"};
  for (std::size_t i = 0; i < c.energy.size(); ++i) {
    const std::string& w = c.energy[i].first;
    if (std::find(words.begin(), words.end(), w) != words.end()) continue;
    d.error(i < c.energy_pos.size() ? c.energy_pos[i] : c.pos, "unknown energy type `" + w + "` in a cost",
            hint_for(w, words, "a cost names fist, bolt, mask, shield, energy (any type) or life"));
  }
}

}  // namespace dm::dsl::rules
