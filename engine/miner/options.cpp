// Options for people and programs, built only when asked: keys ("take:7", "share:12:p2",
// "spend:hero:1"), labels, the prompt, the code a search shares statistics by, and, for an
// answer that is not an option, the rule that forbids it.
#include <algorithm>
#include <charconv>

#include "engine/miner/rules.hpp"

namespace dm::miner {

namespace {

std::string pname(PlayerId p) { return "P" + std::to_string(p + 1); }

// The whole number in `text`, or nullopt.
std::optional<int> number(std::string_view text) {
  int v = 0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
  if (r.ec != std::errc() || r.ptr != text.data() + text.size()) return std::nullopt;
  return v;
}

std::vector<std::string_view> split(std::string_view key) {
  std::vector<std::string_view> out;
  std::size_t at = 0;
  while (true) {
    const std::size_t colon = key.find(':', at);
    out.push_back(key.substr(at, colon == std::string_view::npos ? std::string_view::npos : colon - at));
    if (colon == std::string_view::npos) return out;
    at = colon + 1;
  }
}

std::string spots_text(const std::vector<int>& spots) {
  std::string out;
  for (int s : spots) out += (out.empty() ? "" : ", ") + std::to_string(s + 1);
  return out;
}

}  // namespace

std::uint64_t MinerMatch::option_code(int option) const {
  const Option& o = s_.pending.options[static_cast<std::size_t>(option)];
  return static_cast<std::uint64_t>(o.verb) << 56 ^ static_cast<std::uint64_t>(static_cast<std::uint32_t>(o.a)) << 24 ^
         static_cast<std::uint64_t>(static_cast<std::uint32_t>(o.b));
}

std::string MinerMatch::option_key(int option) const {
  const Option& o = s_.pending.options[static_cast<std::size_t>(option)];
  switch (o.verb) {
    case Verb::Hero: return "hero:" + Content::key_name(content_->heroes[static_cast<std::size_t>(o.a)].name);
    case Verb::Take: return "take:" + std::to_string(o.a + 1);
    case Verb::Share: return "share:" + std::to_string(o.a) + ":p" + std::to_string(o.b + 1);
    case Verb::Spend: return "spend:" + std::to_string(o.a);
    case Verb::SpendHero: return "spend:hero:" + std::to_string(o.a + 1);
    case Verb::Reroll: return "reroll:" + std::to_string(o.a);
    case Verb::Keep: return "keep:" + std::to_string(o.a);
    case Verb::Done: return "done";
  }
  return "?";
}

std::string MinerMatch::option_label(int option) const {
  const Option& o = s_.pending.options[static_cast<std::size_t>(option)];
  switch (o.verb) {
    case Verb::Hero: {
      const Hero& h = content_->heroes[static_cast<std::size_t>(o.a)];
      std::string faces;
      for (const HeroFace& f : h.faces)
        faces += (faces.empty() ? "" : ", ") + content_->kinds[static_cast<std::size_t>(f.kind)].name + " " + f.face.name;
      return h.name + " (" + faces + ")";
    }
    case Verb::Take: {
      const DieId d = s_.mountain[static_cast<std::size_t>(o.a)];
      return "take " + die_text(d) + " from spot " + std::to_string(o.a + 1) +
             (is_top(o.a) ? " (top)" : " (skirt: the dice above slide down)");
    }
    case Verb::Share: return "share beer: roll " + die_text(o.a) + " and give it to " + pname(o.b) + ", then take two dice";
    case Verb::Spend: {
      const int n = Rules::magic_of(*this, face_of(o.a));
      return "spend " + die_text(o.a) + ": " + std::to_string(n) + (n == 1 ? " reroll" : " rerolls");
    }
    case Verb::SpendHero: {
      const Hero& h = content_->heroes[static_cast<std::size_t>(s_.players[static_cast<std::size_t>(s_.pending.player)].hero)];
      const Face& f = h.faces[static_cast<std::size_t>(o.a)].face;
      const int n = Rules::magic_of(*this, f);
      return "spend the " + h.name + "'s " + f.name + " (hero face " + std::to_string(o.a + 1) + "): " + std::to_string(n) +
             (n == 1 ? " reroll" : " rerolls");
    }
    case Verb::Reroll: return "reroll " + die_text(o.a);
    case Verb::Keep: return "keep " + die_text(o.a) + " (not rerolled)";
    case Verb::Done: return s_.pending.kind == Kind::Keep ? "keep no more dice" : "stop spending magic";
  }
  return "?";
}

std::string MinerMatch::prompt() const {
  const Decision& d = s_.pending;
  const std::string who = pname(d.player);
  switch (d.kind) {
    case Kind::None: return "";
    case Kind::Hero: return who + ", choose your hero (" + pname(s_.first) + ", the first player, chooses last)";
    case Kind::Excavate:
      return who + ", take a die from the top of the mountain" +
             (std::any_of(d.options.begin(), d.options.end(), [](const Option& o) { return o.verb == Verb::Share; })
                  ? ", or share beer first to take two dice from the top or the skirt"
                  : "");
    case Kind::Take:
      return who + ", take die " + std::to_string(3 - s_.takes_left) + " of 2 after sharing beer, from the top or the skirt";
    case Kind::Magic: return who + ", spend a magic die (its symbols are rerolls of your dice), or stop";
    case Kind::Reroll:
      return who + ", choose a die to reroll (" + std::to_string(s_.rerolls_left) + " reroll" + (s_.rerolls_left == 1 ? "" : "s") +
             " left; hazards and spent magic may not be rerolled)";
    case Kind::Keep:
      return who + ", keep a die through the recovery (" + std::to_string(s_.keeps_left) + " more for your chests), or keep no more";
  }
  return "";
}

std::string MinerMatch::why_refused(std::string_view key) const {
  const Decision& d = s_.pending;
  const std::string none = "no option '" + std::string(key) + "' in the pending " + std::string(to_string(d.kind)) + " decision";
  if (d.empty()) return "no decision is pending";
  const auto parts = split(key);
  const std::string_view verb = parts.front();
  const PlayerId me = d.player;
  auto die_arg = [&](std::size_t i) -> std::optional<DieId> {
    if (parts.size() <= i) return std::nullopt;
    auto v = number(parts[i]);
    if (!v || *v < 0 || *v >= static_cast<int>(s_.dice.size())) return std::nullopt;
    return *v;
  };
  auto whose = [&](DieId x) {
    const PlayerId o = owner_of(x);
    const int spot = spot_of(x);
    if (o != kNone) return "die " + std::to_string(x) + " is in " + pname(o) + "'s trove, not " + pname(me) + "'s";
    if (spot >= 0) return "die " + std::to_string(x) + " is in the mountain (spot " + std::to_string(spot + 1) + ")";
    return "die " + std::to_string(x) + " is in the bag";
  };
  if (verb == "take") {
    if (d.kind != Kind::Excavate && d.kind != Kind::Take) return "it is not time to take a die: " + none;
    const auto spot = parts.size() == 2 ? number(parts[1]) : std::nullopt;
    const int spots = static_cast<int>(s_.mountain.size());
    if (!spot || *spot < 1 || *spot > spots) return "the mountain's spots are 1 to " + std::to_string(spots) + ": take:N";
    const int s = *spot - 1;
    if (s_.mountain[static_cast<std::size_t>(s)] == kNone) return "spot " + std::to_string(*spot) + " is empty";
    std::vector<int> covering;
    for (int up : content_->mountain.spots[static_cast<std::size_t>(s)].above)
      if (s_.mountain[static_cast<std::size_t>(up)] != kNone) covering.push_back(up);
    if (is_skirt(s))
      return "the die at spot " + std::to_string(*spot) + " is on the skirt (spot " + spots_text(covering) +
             " rests on it): only a player who began the turn by sharing beer may take from the skirt";
    return "the die at spot " + std::to_string(*spot) + " is covered (spots " + spots_text(covering) +
           " rest on it): take a die from the top" + (d.kind == Kind::Take ? " or the skirt" : "");
  }
  if (verb == "share") {
    if (d.kind == Kind::Take) return "beer is shared once a turn, at its beginning: " + pname(me) + " already shared";
    if (d.kind != Kind::Excavate) return "beer is shared at the beginning of a turn of the excavation: " + none;
    const auto die = die_arg(1);
    if (!die || parts.size() != 3) return "share:DIE:pN: a die of your trove showing beer, and another player";
    if (owner_of(*die) != me) return whose(*die);
    if (content_->roles.beer < 0 || symbols(*die, content_->roles.beer) == 0)
      return "die " + std::to_string(*die) + " shows " + face_of(*die).name + ", not beer";
    const std::string_view to = parts[2];
    const auto q = to.size() > 1 && (to[0] == 'p' || to[0] == 'P') ? number(to.substr(1)) : std::nullopt;
    if (!q || *q < 1 || *q > player_count()) return "share with a player: p1 to p" + std::to_string(player_count());
    if (*q - 1 == me) return "beer is shared with another player";
    return none;
  }
  if (verb == "spend") {
    if (d.kind == Kind::Reroll) return "the magic spent has rerolls left: reroll a die first";
    if (d.kind != Kind::Magic) return "magic is spent in the magic phase: " + none;
    if (parts.size() == 3 && parts[1] == "hero") {
      const Player& pl = s_.players[static_cast<std::size_t>(me)];
      if (pl.hero < 0) return pname(me) + " has no hero";
      const auto f = number(parts[2]);
      const Hero& h = content_->heroes[static_cast<std::size_t>(pl.hero)];
      if (!f || *f < 1 || *f > static_cast<int>(h.faces.size())) return "the " + h.name + " has faces 1 to " + std::to_string(h.faces.size());
      if (pl.hero_spent & (1 << (*f - 1))) return "the " + h.name + "'s face " + std::to_string(*f) + " was already spent this round";
      return "the " + h.name + "'s face " + std::to_string(*f) + " (" + h.faces[static_cast<std::size_t>(*f - 1)].face.name + ") shows no magic";
    }
    const auto die = die_arg(1);
    if (!die || parts.size() != 2) return "spend:DIE or spend:hero:N";
    if (owner_of(*die) != me) return whose(*die);
    if (s_.dice[static_cast<std::size_t>(*die)].spent) return "die " + std::to_string(*die) + " was already spent this round";
    return "die " + std::to_string(*die) + " shows " + face_of(*die).name + ": no magic to spend";
  }
  if (verb == "reroll") {
    if (d.kind != Kind::Reroll) return "dice are rerolled by the magic just spent: " + none;
    const auto die = die_arg(1);
    if (!die || parts.size() != 2) return "reroll:DIE, a die of your trove";
    if (owner_of(*die) != me) return whose(*die);
    const Die& x = s_.dice[static_cast<std::size_t>(*die)];
    if (!content_->kinds[static_cast<std::size_t>(x.kind)].magic_rerolls)
      return "magic may not reroll a " + content_->kinds[static_cast<std::size_t>(x.kind)].name + " die (die " + std::to_string(*die) + ")";
    if (x.spent) return "die " + std::to_string(*die) + " is magic already spent this round: it may not be rerolled";
    return none;
  }
  if (verb == "keep") {
    if (d.kind != Kind::Keep) return "dice are kept by chests in the recovery: " + none;
    const auto die = die_arg(1);
    if (!die || parts.size() != 2) return "keep:DIE, a die of your trove";
    if (owner_of(*die) != me) return whose(*die);
    if (s_.dice[static_cast<std::size_t>(*die)].kept) return "die " + std::to_string(*die) + " is already kept";
    return none;
  }
  if (verb == "hero") {
    if (d.kind != Kind::Hero) return "heroes are chosen before the first round: " + none;
    const std::string name(key.substr(5));
    const int h = content_->hero_by_key(name);
    if (h < 0) return "no hero named '" + name + "'";
    for (PlayerId p = 0; p < player_count(); ++p)
      if (s_.players[static_cast<std::size_t>(p)].hero == h)
        return "the " + content_->heroes[static_cast<std::size_t>(h)].name + " is " + pname(p) + "'s already";
    return none;
  }
  return none;
}

}  // namespace dm::miner
