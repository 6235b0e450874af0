// How a scenario names things: cards by name or id, dice by owner, card and number
// ("P1 Sidekick 3", "Force Beam 1"), faces by position, level or what they show. A name
// that misses says what was meant when something close exists.
#include "engine/masters/scenario/runner.hpp"

#include <algorithm>
#include <cctype>

namespace dm::scenario {

// --- cards in the library ------------------------------------------------------------

int Runner::find_def(const std::string& name) const {
  int i = lib_.find(name);
  if (i >= 0) return i;
  const std::string want = squash(name);
  for (int k = 0; k < lib_.size(); ++k)
    if (squash(lib_.at(k).name()) == want || squash(lib_.at(k).id) == want) return k;
  return -1;
}

std::vector<std::string> Runner::library_names() const {
  std::vector<std::string> out;
  for (int k = 0; k < lib_.size(); ++k) out.push_back(lib_.at(k).name());
  return out;
}

int Runner::def_named(const std::string& name) const {
  int d = find_def(name);
  if (d < 0) bad_at(name, "unknown card " + quote(name) + near_miss(name, library_names()));
  return d;
}

// --- names of dice and cards ---------------------------------------------------------

void Runner::build_names() {
  const auto& s = g_->state();
  const auto ncards = s.cards.size();
  card_full_.assign(ncards, "");
  card_short_.assign(ncards, "");
  card_dice_.assign(ncards, {});
  die_name_.assign(s.dice.size(), "");
  card_keys_.clear();  // named again when a draft brings the teams in
  std::map<std::string, int> uses;
  auto base = [&](CardId c) { return s.def(c).kind == CardKind::Sidekick ? std::string("Sidekick") : s.def(c).name(); };
  for (CardId c = 0; c < static_cast<CardId>(ncards); ++c) ++uses[squash(base(c))];
  for (CardId c = 0; c < static_cast<CardId>(ncards); ++c) {
    const PlayerId owner = s.cards[c].owner;
    const std::string b = base(c);
    card_full_[c] = owner == kNone ? b : pname(owner) + " " + b;
    const bool unique = uses[squash(b)] == 1;
    card_short_[c] = unique ? b : card_full_[c];
    card_keys_[squash(card_full_[c])].push_back(c);
    if (owner != kNone) {
      card_keys_[squash(b)].push_back(c);
      card_keys_[squash(pname(owner) + " " + s.def(c).id)].push_back(c);
    }
    card_keys_[squash(s.def(c).id)].push_back(c);
  }
  for (const auto& d : s.dice) card_dice_[d.card].push_back(d.id);
  for (CardId c = 0; c < static_cast<CardId>(ncards); ++c)
    for (std::size_t k = 0; k < card_dice_[c].size(); ++k) die_name_[card_dice_[c][k]] = card_full_[c] + " " + std::to_string(k + 1);
}

std::string Runner::die_text(DieId d) const { return d >= 0 && d < static_cast<DieId>(die_name_.size()) ? die_name_[d] : "die " + std::to_string(d); }

std::vector<std::string> Runner::known_names() const {
  std::vector<std::string> out = die_name_;
  for (const auto& c : card_full_) out.push_back(c);
  return out;
}

// Cards in play called `name` (a squashed key), optionally narrowed to one player's.
std::vector<CardId> Runner::cards_called(const std::string& name) const {
  auto it = card_keys_.find(squash(name));
  if (it == card_keys_.end()) return {};
  std::vector<CardId> v = it->second;
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

CardId Runner::card_named(const std::string& name, PlayerId prefer) const {
  auto cs = cards_called(name);
  if (cs.empty()) {
    if (find_def(name) >= 0) bad_at(name, quote(name) + " is not in this game (add it to a player's cards or to basic_actions)");
    bad_at(name, "unknown card " + quote(name) + near_miss(name, card_full_));
  }
  if (cs.size() > 1 && prefer != kNone) {
    std::vector<CardId> mine;
    for (CardId c : cs)
      if (g_->state().cards[c].owner == prefer) mine.push_back(c);
    if (mine.size() == 1) return mine[0];
  }
  if (cs.size() > 1) {
    std::vector<std::string> alts;
    for (CardId c : cs) alts.push_back(quote(card_full_[c]));
    bad_at(name, quote(name) + " is ambiguous: say " + join(alts, " or "));
  }
  return cs[0];
}

DieId Runner::die_by_number(const std::string& raw) const {
  std::string name = squash(raw);
  // What the die shows, in brackets after its name, is read past: the name is pasted as printed.
  if (const auto bracket = name.rfind(" ["); bracket != std::string::npos && name.back() == ']') name.erase(bracket);
  const auto hash = name.rfind(" #");
  if (hash == std::string::npos) return kNone;
  const std::string number = name.substr(hash + 2);
  if (number.empty() || number.size() > 4 || !std::all_of(number.begin(), number.end(), ::isdigit)) return kNone;
  const auto& s = g_->state();
  const int id = std::stoi(number);
  if (id >= static_cast<int>(s.dice.size())) return kNone;
  const auto cs = cards_called(name.substr(0, hash));
  return std::find(cs.begin(), cs.end(), s.dice[static_cast<std::size_t>(id)].card) == cs.end() ? kNone : static_cast<DieId>(id);
}

// "P1 Sidekick 3", "Force Beam 1"; with `many`, also "P1 Sidekick 2-5" and "P1 Sidekick *";
// and the narration's "Sidekick #5" (die_by_number).
std::vector<DieId> Runner::dice_named(const std::string& raw, bool many) const {
  if (const DieId d = die_by_number(raw); d != kNone) return {d};
  std::string name = squash(raw);
  // What the die shows, in brackets after its name, is read past: the name is pasted as printed.
  if (const auto bracket = name.rfind(" ["); bracket != std::string::npos && name.back() == ']') name.erase(bracket);
  const auto space = name.rfind(' ');
  auto unknown = [&]() {
    bad_at(raw, "unknown die " + quote(raw) + near_miss(raw, known_names()) +
                    " (dice are named by owner, card and number, as the narration and the board name them: \"P1 Sidekick 1\", "
                    "\"Force Beam 2\")");
  };
  if (space == std::string::npos) unknown();
  const std::string card = name.substr(0, space), index = name.substr(space + 1);
  auto cs = cards_called(card);
  if (cs.empty()) unknown();
  if (cs.size() > 1) {
    std::vector<std::string> alts;
    for (CardId c : cs) alts.push_back(quote(card_full_[c] + " " + index));
    bad_at(raw, quote(raw) + " is ambiguous: say " + join(alts, " or "));
  }
  const auto& dice = card_dice_[cs[0]];
  int lo = 0, hi = 0;
  auto number = [&](const std::string& t) {
    if (t.empty() || t.size() > 4 || !std::all_of(t.begin(), t.end(), ::isdigit)) unknown();
    return std::stoi(t);
  };
  if (index == "*" && many) {
    lo = 1;
    hi = static_cast<int>(dice.size());
  } else if (auto dash = index.find('-'); dash != std::string::npos && many) {
    lo = number(index.substr(0, dash));
    hi = number(index.substr(dash + 1));
  } else {
    lo = hi = number(index);
  }
  if (lo < 1 || hi > static_cast<int>(dice.size()) || lo > hi)
    bad_at(raw, quote(raw) + ": " + card_full_[cs[0]] + " has " + std::to_string(dice.size()) + " dice (1 to " +
                    std::to_string(dice.size()) + ")");
  return std::vector<DieId>(dice.begin() + (lo - 1), dice.begin() + hi);
}

DieId Runner::die(const json& v, const std::string& what) const {
  if (!v.is_string()) bad(what + " must name a die, like \"P1 Sidekick 1\", not " + lua_text(v));
  return dice_named(v.get<std::string>(), false)[0];
}

// A die name, a range, or a list of them.
std::vector<DieId> Runner::dice_list(const json& v, const std::string& what) const {
  std::vector<DieId> out;
  if (v.is_string()) return dice_named(v.get<std::string>(), true);
  if (!v.is_array()) bad(what + " must be a die name or a list of die names, not " + lua_text(v));
  for (const auto& x : v) {
    if (!x.is_string()) bad(what + " must be a list of die names, not " + lua_text(v));
    for (DieId d : dice_named(x.get<std::string>(), true)) out.push_back(d);
  }
  return out;
}

// The die `raw` names, or kNone without failing: pins and order also take card names.
DieId Runner::find_die_quiet(const std::string& raw) const {
  if (const DieId d = die_by_number(raw); d != kNone) return d;
  const std::string name = squash(raw);
  const auto space = name.rfind(' ');
  if (space == std::string::npos) return kNone;
  auto cs = cards_called(name.substr(0, space));
  const std::string idx = name.substr(space + 1);
  if (cs.size() != 1 || idx.empty() || idx.size() > 4 || !std::all_of(idx.begin(), idx.end(), ::isdigit)) return kNone;
  const auto& dice = card_dice_[cs[0]];
  int k = std::stoi(idx);
  return k >= 1 && k <= static_cast<int>(dice.size()) ? dice[k - 1] : kNone;
}

// --- faces -----------------------------------------------------------------------

std::string Runner::faces_of(int def) const {
  std::vector<std::string> v;
  for (const auto& f : lib_.at(def).faces) v.push_back(f.describe());
  return join(v, ", ");
}

// A face as the file names it, for a die of card definition `def`: a position 1-6, "level 2",
// "character" (a die with one character face), or what the face shows ("bolt bolt", "?", "2", "action*").
int Runner::face_index(int def, const json& v, const std::string& who) const {
  const CardDef& cd = lib_.at(def);
  if (v.is_number_integer()) {
    auto n = v.get<std::int64_t>();
    if (n < 1 || n > 6) bad(who + ": face positions are 1 to 6, not " + std::to_string(n));
    return static_cast<int>(n - 1);
  }
  if (!v.is_string()) bad(who + ": a face is a name such as \"fist\" or \"level 2\", or a position 1-6, not " + lua_text(v));
  std::string s = squash(v.get<std::string>());
  if (s == "wild") s = "?";
  if (s.rfind("level ", 0) == 0 || (s.size() == 2 && s[0] == 'l' && std::isdigit(static_cast<unsigned char>(s[1])))) {
    std::string n = s.substr(s[0] == 'l' && s.size() == 2 ? 1 : 6);
    int level = n.size() == 1 && std::isdigit(static_cast<unsigned char>(n[0])) ? n[0] - '0' : -1;
    int f = level > 0 ? cd.face_of_level(level) : -1;
    if (f < 0) bad_at(v.get<std::string>(), who + ": " + cd.name() + " has no " + quote(v.get<std::string>()) + " (levels 1 to " + std::to_string(cd.max_level()) + ")");
    return f;
  }
  if (s == "character") {
    if (cd.max_level() == 1) return cd.face_of_level(1);
    if (cd.max_level() == 0) bad_at(v.get<std::string>(), who + ": " + cd.name() + " has no character face");
    bad_at(v.get<std::string>(), who + ": " + cd.name() + " has " + std::to_string(cd.max_level()) +
                                     " levels: say \"level 1\", \"level 2\" or \"level 3\"");
  }
  for (int i = 0; i < 6; ++i)
    if (squash(cd.faces[i].describe()) == s) return i;
  bad_at(v.get<std::string>(), who + ": " + cd.name() + " has no face " + quote(v.get<std::string>()) + " (its faces: " + faces_of(def) + ")");
}

}  // namespace dm::scenario
