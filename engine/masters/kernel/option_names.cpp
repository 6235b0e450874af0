// Options named the way a person names dice: the aliases of option keys ("field:Sidekick 8"
// for field:7) and the reading of a die's name, whole or short ("beast 1").
#include <algorithm>
#include <cctype>

#include "engine/masters/kernel/rules.hpp"

namespace dm {

namespace {

std::string lowered(std::string_view s) {
  std::string out;
  bool space = false;  // runs of blanks read as one space, so "Sidekick  8" is "sidekick 8"
  for (char c : s) {
    if (c == ' ' || c == '\t') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

// "P1 Sidekick 8" (or lowered) without "P1 ", or "" when the name has no owner.
std::string_view ownerless(std::string_view name) {
  if (name.size() < 3 || (name[0] != 'p' && name[0] != 'P')) return {};
  const auto space = name.find(' ');
  if (space == std::string_view::npos || name.find_first_not_of("0123456789", 1) != space) return {};
  return name.substr(space + 1);
}

// The dice an option names, in the order its key gives them, and what its key adds after
// them (an ability's number).
struct Named {
  std::vector<DieId> dice;
  std::string rest;
};

std::optional<Named> named_dice(const GameState& s, const Option& o) {
  auto die = [&](int d) { return d >= 0 && d < static_cast<int>(s.dice.size()); };
  switch (o.verb) {
    case Verb::Field:
    case Verb::Action:
    case Verb::Attack:
    case Verb::Unattack:
    case Verb::Unblock:
      if (die(o.a)) return Named{{o.a}, ""};
      break;
    case Verb::FieldAlt:
    case Verb::Activate:
      if (die(o.a)) return Named{{o.a}, std::to_string(o.b)};
      break;
    case Verb::Block:
      if (die(o.a) && die(o.b)) return Named{{o.a, o.b}, ""};
      break;
    case Verb::Target:
      if (die(o.a)) return Named{{o.a}, ""};
      break;
    default: break;
  }
  return std::nullopt;
}

// Whether `text` (lowered) names the die whose lowered name is `name`: the whole name, the name
// without its owner, or the start of its card's name (whole words) and its number.
bool names(std::string_view name, std::string_view text) {
  if (text.empty()) return false;
  if (text == name) return true;
  const std::string_view own = ownerless(name);
  const std::string_view body = own.empty() ? name : own;
  if (text == body) return true;
  const auto last = body.rfind(' '), text_last = text.rfind(' ');
  if (last == std::string_view::npos || text_last == std::string_view::npos) return false;
  if (body.substr(last) != text.substr(text_last)) return false;  // the number
  std::string_view card = body.substr(0, last), start = text.substr(0, text_last);
  const std::string_view owner = name.substr(0, name.size() - own.size());  // "p2 ", or ""
  if (!owner.empty() && start.size() > owner.size() && start.substr(0, owner.size()) == owner) start.remove_prefix(owner.size());
  if (start.empty() || card.rfind(start, 0) != 0) return false;
  return card.size() == start.size() || !std::isalnum(static_cast<unsigned char>(card[start.size()]));
}

// Whether `text` (after the verb's colon) names exactly these dice, then `rest`.
bool names_all(const GameState& s, const std::vector<DieId>& dice, std::size_t k, std::string_view text, const std::string& rest) {
  if (k == dice.size()) return text == rest;
  const std::string name = lowered(die_name(s, dice[k]));
  if (k + 1 == dice.size() && rest.empty()) return names(name, text);
  // The die's name may itself hold a colon ("Beast: Mutate #666 1"): every split is tried.
  for (std::size_t at = text.find(':'); at != std::string_view::npos; at = text.find(':', at + 1))
    if (names(name, text.substr(0, at)) && names_all(s, dice, k + 1, text.substr(at + 1), rest)) return true;
  return false;
}

}  // namespace

bool die_named(const GameState& s, DieId d, std::string_view text) { return names(lowered(die_name(s, d)), lowered(text)); }

std::string Game::option_alias(int i) const {
  const Option& o = s_.pending.options[static_cast<std::size_t>(i)];
  const auto dice = named_dice(s_, o);
  if (!dice) return "";
  const std::string key = option_key(i);
  std::string alias = key.substr(0, key.find(':'));
  for (DieId d : dice->dice) {
    const Die& die = s_.dice[static_cast<std::size_t>(d)];
    const std::string name = die_name(d);
    const bool own = s_.cards[die.card].owner == s_.pending.player;
    const std::string_view short_name = own ? ownerless(name) : std::string_view{};
    alias += ":" + std::string(short_name.empty() ? std::string_view(name) : short_name);
  }
  if (!dice->rest.empty()) alias += ":" + dice->rest;
  return alias;
}

int Game::find_option(std::string_view key) const {
  const int n = static_cast<int>(s_.pending.options.size());
  for (int i = 0; i < n; ++i)
    if (option_key(i) == key) return i;
  // Not a key: an alias, read loosely. Keys are never read this way, so an alias can't take
  // the place of a key another option has.
  const std::string want = lowered(key);
  const auto colon = want.find(':');
  if (colon == std::string::npos) return -1;
  int found = -1;
  for (int i = 0; i < n; ++i) {
    const Option& o = s_.pending.options[static_cast<std::size_t>(i)];
    const auto dice = named_dice(s_, o);
    if (!dice) continue;
    const std::string k = option_key(i);
    if (k.compare(0, k.find(':'), want, 0, colon) != 0 || k.find(':') != colon) continue;
    if (!names_all(s_, dice->dice, 0, std::string_view(want).substr(colon + 1), dice->rest)) continue;
    if (found >= 0) return -1;  // two options answer to it: a person must say which
    found = i;
  }
  return found;
}

}  // namespace dm
