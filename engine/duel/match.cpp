// The hero duel behind dm::Match (include/dm/duel.hpp): set-up, options as keys and labels,
// refusals that change nothing, observations that hide hands and the future, the result.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "engine/text/json_text.hpp"
#include "engine/duel/rules.hpp"

namespace dm::duel {

ContentError::ContentError(std::string f, int l, std::string m)
    : std::runtime_error(f + (l > 0 ? ":" + std::to_string(l) : "") + ": " + m), file(std::move(f)), line(l), message(std::move(m)) {}

int Content::status(std::string_view name) const {
  for (std::size_t i = 0; i < statuses.size(); ++i)
    if (statuses[i].name == name) return static_cast<int>(i);
  return -1;
}

std::string Content::key_name(std::string_view name) {
  std::string s(name);
  std::replace(s.begin(), s.end(), ' ', '-');
  return s;
}

std::string_view to_string(Timing t) {
  constexpr const char* n[] = {"main", "roll", "instant", "upgrade"};
  return n[static_cast<int>(t)];
}

std::string_view to_string(Mode m) {
  constexpr const char* n[] = {"duel", "teams", "ffa"};
  return n[static_cast<int>(m)];
}

std::string_view to_string(On on) {
  constexpr const char* n[] = {"attack_declared", "damaged", "roll_done", "upkeep"};
  return n[static_cast<int>(on)];
}

std::string_view to_string(Phase p) {
  constexpr const char* n[] = {"upkeep", "income", "main1", "roll", "select", "defence", "respond", "then", "main2", "discard", "answer", "over"};
  return n[static_cast<int>(p)];
}

std::string_view to_string(Kind k) {
  constexpr const char* n[] = {"none", "main", "roll", "select", "respond", "discard", "choose"};
  return n[static_cast<int>(k)];
}

bool holds(const Need& n, const std::vector<Face>& dice) {
  int by_value[7] = {0, 0, 0, 0, 0, 0, 0};
  for (const Face& f : dice) ++by_value[f.value];
  switch (n.combo) {
    case Combo::Kind:
      return std::any_of(by_value + 1, by_value + 7, [&](int k) { return k >= n.count; });
    case Combo::SmallStraight:
    case Combo::LargeStraight: {
      const int len = n.combo == Combo::SmallStraight ? 4 : 5;
      int run = 0;
      for (int v = 1; v <= 6; ++v) {
        run = by_value[v] > 0 ? run + 1 : 0;
        if (run >= len) return true;
      }
      return false;
    }
    case Combo::Symbols:
      return std::count_if(dice.begin(), dice.end(), [&](const Face& f) { return f.symbol == n.symbol; }) >= n.count;
  }
  return false;
}

namespace {
const std::string kHeroDuel = "hero-duel";
}  // namespace

const std::string& DuelMatch::kName = kHeroDuel;

DuelMatch::DuelMatch(std::shared_ptr<const Content> content, std::uint64_t seed) : content_(std::move(content)) {
  s_.chance.rng = Rng(seed);
  const Rules& r = content_->rules;
  s_.players.resize(content_->heroes.size());
  Steps st(*this);
  for (std::size_t p = 0; p < s_.players.size(); ++p) {
    Player& P = s_.players[p];
    const Hero& h = content_->heroes[p];
    P.health = r.health;
    P.cp = r.cp_start;
    P.dice.assign(5, 0);
    P.tokens.assign(content_->statuses.size(), 0);
    P.upgrades.assign(h.abilities.size(), 0);
    P.levels.assign(h.abilities.size(), 1);
    for (std::size_t k = 0; k < h.cards.size(); ++k)
      for (int i = 0; i < h.cards[k].copies; ++i) P.deck.push_back(static_cast<int>(k));
    st.shuffle(P.deck);
    st.draw(static_cast<PlayerId>(p), r.hand_start);
  }
}

DuelMatch::DuelMatch(const DuelMatch& o) : BoundedMatch(o), content_(o.content_), s_(o.s_) {}

DuelMatch& DuelMatch::operator=(const DuelMatch& o) {
  BoundedMatch::operator=(o);
  content_ = o.content_;
  s_ = o.s_;
  return *this;
}

void DuelMatch::advance() { Steps(*this).run(); }

PlayerId DuelMatch::next_living_opponent(PlayerId p) const {
  const int n = player_count();
  for (int i = 1; i < n; ++i) {
    const PlayerId q = (p + i) % n;
    if (side_of(q) != side_of(p) && !out(q)) return q;
  }
  return (p + 1) % n;
}

DuelMatch::Targets DuelMatch::targets(PlayerId p) const {
  Targets t;
  const int n = player_count();
  if (n == 2 || content_->rules.target_next) {
    const PlayerId q = next_opponent(p);
    if (!out(q)) t.at[t.n++] = q;
    return t;
  }
  for (int i = 1; i < n && t.n < 8; ++i) {
    const PlayerId q = (p + i) % n;
    if (side_of(q) != side_of(p) && !out(q)) t.at[t.n++] = q;
  }
  return t;
}

std::vector<Face> DuelMatch::faces_of(PlayerId p) const {
  std::vector<Face> out;
  for (int f : s_.players[static_cast<std::size_t>(p)].dice) out.push_back(hero(p).faces[static_cast<std::size_t>(f)]);
  return out;
}

damage::Result DuelMatch::attack_preview() const {
  // A hit whose window is open is what players answer now; else the attack.
  return instance_of(s_.hit_open && !s_.hits.empty() ? s_.hits.front() : s_.attack).resolve();
}

std::uint64_t DuelMatch::option_code(int option) const {
  const Option& o = s_.pending.options[static_cast<std::size_t>(option)];
  int a = o.a;
  // Cards by kind, not by where they sit in the hand.
  if (o.verb == Verb::Play || o.verb == Verb::Sell || o.verb == Verb::Discard) a = s_.players[static_cast<std::size_t>(s_.pending.player)].hand[static_cast<std::size_t>(o.a)];
  return (static_cast<std::uint64_t>(o.t + 1) << 48) | (static_cast<std::uint64_t>(o.verb) << 40) | (static_cast<std::uint64_t>(a + 1) << 20) |
         static_cast<std::uint64_t>(o.b + 1);
}

std::string DuelMatch::option_key(int option) const {
  const Option& o = s_.pending.options[static_cast<std::size_t>(option)];
  const PlayerId p = s_.pending.player;
  auto card = [&] { return Content::key_name(hero(p).cards[static_cast<std::size_t>(s_.players[static_cast<std::size_t>(p)].hand[static_cast<std::size_t>(o.a)])].name); };
  // With several possible targets the key names the one chosen: "ability:Ember-Strike:P3".
  const std::string at = o.t == kNone ? "" : ":P" + std::to_string(o.t + 1);
  switch (o.verb) {
    case Verb::Play: return "play:" + card() + (o.b >= 0 ? ":" + Content::key_name(content_->statuses[static_cast<std::size_t>(o.b)].name) : "") + at;
    case Verb::Sell: return "sell:" + card();
    case Verb::Discard: return "discard:" + card();
    case Verb::Spend: return "spend:" + Content::key_name(content_->statuses[static_cast<std::size_t>(o.a)].name) + at;
    case Verb::Reroll: {
      std::string k = "reroll:";
      for (int i = 0; i < 5; ++i)
        if (o.a & (1 << i)) k += (k.back() == ':' ? "" : ",") + std::to_string(i + 1);
      return k;
    }
    case Verb::Ability: return "ability:" + Content::key_name(hero(p).abilities[static_cast<std::size_t>(o.a)].name) + at;
    case Verb::Choose: return choice_key(s_, o);
    case Verb::Done:
      switch (s_.pending.kind) {
        case Kind::Roll: return "stop";
        case Kind::Select: return "none";
        case Kind::Respond: return "pass";
        default: return "done";
      }
  }
  return "?";
}

std::string DuelMatch::option_label(int option) const {
  // What the option leads to, in words: the damage and its kind, the effect, the cost.
  const Option& o = s_.pending.options[static_cast<std::size_t>(option)];
  const PlayerId p = s_.pending.player;
  const Player& P = s_.players[static_cast<std::size_t>(p)];
  auto card = [&]() -> const Card& { return hero(p).cards[static_cast<std::size_t>(P.hand[static_cast<std::size_t>(o.a)])]; };
  // "at P3 Tide Caller" when the option names its target.
  const std::string at = o.t == kNone ? "" : " at P" + std::to_string(o.t + 1) + " " + hero(o.t).name;
  switch (o.verb) {
    case Verb::Play: {
      const Card& k = card();
      std::string out = "play " + k.name + " (" + std::string(to_string(k.timing)) + ", " + std::to_string(k.cost) + " CP)" + at + ": " + describe(k.effect, *content_);
      if (o.b >= 0) out += ", on " + content_->statuses[static_cast<std::size_t>(o.b)].name;
      return out;
    }
    case Verb::Sell: return "sell " + card().name + " for " + std::to_string(content_->rules.sell) + " CP";
    case Verb::Discard: return "discard " + card().name;
    case Verb::Spend: {
      const Status& S = content_->statuses[static_cast<std::size_t>(o.a)];
      return "spend " + S.name + at + ": " + describe(S.spend, *content_);
    }
    case Verb::Reroll: {
      std::string dice, shown;
      const auto faces = faces_of(p);
      for (int i = 0; i < 5; ++i)
        if (o.a & (1 << i)) {
          dice += (dice.empty() ? "" : ", ") + std::to_string(i + 1);
          const Face& f = faces[static_cast<std::size_t>(i)];
          shown += (shown.empty() ? "" : ", ") + std::to_string(f.value) + (f.symbol >= 0 ? " " + hero(p).symbols[static_cast<std::size_t>(f.symbol)] : "");
        }
      return "reroll " + std::string(dice.find(',') == std::string::npos ? "die " : "dice ") + dice + " (now " + shown + ")";
    }
    case Verb::Ability: {
      const Ability& a = hero(p).abilities[static_cast<std::size_t>(o.a)];
      std::string out = a.name + at + ": " + describe_ability(a, P.level(o.a), *content_);
      if (a.effect.damage > 0 && P.upgrades[static_cast<std::size_t>(o.a)] > 0)
        out += " (+" + std::to_string(P.upgrades[static_cast<std::size_t>(o.a)]) + " upgraded)";
      return out;
    }
    case Verb::Choose: return choice_label(*this, o);
    case Verb::Done:
      switch (s_.pending.kind) {
        case Kind::Main: return "end " + std::string(s_.phase == Phase::Main1 ? "main phase 1 and roll" : "main phase 2");
        case Kind::Roll: return "keep the dice as they show";
        case Kind::Select: return "use no ability";
        case Kind::Respond: return "pass";
        default: return "done";
      }
  }
  return option_key(option);
}

std::string DuelMatch::prompt() const {
  const PlayerId p = s_.pending.player;
  const std::string who = "P" + std::to_string(p + 1) + " (" + (p >= 0 ? hero(p).name : "") + ")";
  switch (s_.pending.kind) {
    case Kind::Main: return who + ": " + std::string(to_string(s_.phase)) + ", play or sell a card, or done";
    case Kind::Roll: return who + ": reroll which dice (attempt " + std::to_string(s_.attempts) + " of " + std::to_string(content_->rules.roll_attempts) + ")?";
    case Kind::Select: return who + ": which offensive ability?";
    case Kind::Respond:
      if (s_.hit_open && !s_.hits.empty()) {
        const Attack& h = s_.hits.front();
        return who + ": respond to " + std::to_string(h.incoming) + " " + std::string(damage::to_string(h.kind)) + " damage from " +
               h.label + " to P" + std::to_string(h.target + 1);
      }
      if (s_.phase == Phase::Answer) return who + ": respond to what was just played, before it resolves";
      return who + ": respond" + (s_.attack.incoming > 0 ? " to " + std::to_string(s_.attack.incoming) + " incoming damage" : " (a pause)");
    case Kind::Discard: return who + ": discard down to " + std::to_string(content_->rules.hand_limit) + " cards";
    case Kind::Choose: return who + ": " + choice_prompt(*this);
    case Kind::None: break;
  }
  return "";
}

void DuelMatch::answer(int option) {
  const Option o = s_.pending.options[static_cast<std::size_t>(option)];
  Steps st(*this);
  st.carry_out(o);
  st.run();
}

void DuelMatch::end_at_bound() {
  s_.pending = Decision{};
  s_.over = true;
  s_.phase = Phase::Over;
  s_.winner = kNone;
  s_.reason = "decision_limit";
}

std::optional<std::string> DuelMatch::apply(std::string_view key) {
  const int i = find_option(key);
  if (i < 0) return why_refused(key);
  return apply(i);
}

std::string DuelMatch::why_refused(std::string_view key) const {
  if (s_.over) return "the game is over";
  const std::string k(key);
  const PlayerId p = s_.pending.player;
  std::string asked = "asked: " + std::string(to_string(s_.pending.kind)) + " of P" + std::to_string(p + 1) + "; options:";
  for (int i = 0; i < option_count() && i < 40; ++i) asked += " " + option_key(i);
  if (const auto aim = refused_target(k); !aim.empty()) return aim + " (" + asked + ")";
  if (k.rfind("play:", 0) == 0 && p >= 0) {
    std::string name = k.substr(5);
    name = name.substr(0, name.find(':'));
    const Player& P = s_.players[static_cast<std::size_t>(p)];
    const auto& cards = hero(p).cards;
    auto it = std::find_if(cards.begin(), cards.end(), [&](const Card& c) { return Content::key_name(c.name) == name; });
    if (it == cards.end()) return "'" + name + "' is not a card of " + hero(p).name + " (" + asked + ")";
    const int kind = static_cast<int>(it - cards.begin());
    if (std::find(P.hand.begin(), P.hand.end(), kind) == P.hand.end()) return it->name + " is not in P" + std::to_string(p + 1) + "'s hand";
    if (s_.pending.kind == Kind::Main && it->timing == Timing::Roll) return it->name + " is a roll-phase card: not in a main phase";
    if (s_.pending.kind == Kind::Respond && (it->timing == Timing::Main || it->timing == Timing::Upgrade))
      return it->name + " is a " + std::string(to_string(it->timing)) + " card: only in its owner's main phase";
    if (s_.pending.kind != Kind::Main && s_.pending.kind != Kind::Respond) return "no card may be played now (" + asked + ")";
    if (it->cost > P.cp) return it->name + " costs " + std::to_string(it->cost) + " CP and P" + std::to_string(p + 1) + " has " + std::to_string(P.cp);
    if (s_.attack.ability >= 0 && !damage::kind_rules(s_.attack.kind).opponents_act && p != s_.attack.attacker)
      return std::string(damage::to_string(s_.attack.kind)) + " damage: opponents may do nothing until it has resolved";
    return it->name + " has nothing to act on now (" + asked + ")";
  }
  if (k.rfind("spend:", 0) == 0 && p >= 0) {
    const std::string name = k.substr(6, k.find(':', 6) == std::string::npos ? std::string::npos : k.find(':', 6) - 6);
    const int st = content_->status(name);
    if (st < 0) return "no status effect '" + name + "'";
    if (s_.players[static_cast<std::size_t>(p)].tokens[static_cast<std::size_t>(st)] == 0) return "P" + std::to_string(p + 1) + " holds no " + content_->statuses[static_cast<std::size_t>(st)].name + " token";
    if (content_->statuses[static_cast<std::size_t>(st)].persistent) return content_->statuses[static_cast<std::size_t>(st)].name + " is persistent: it is never spent";
    if (s_.attack.ability >= 0 && !damage::kind_rules(s_.attack.kind).opponents_act && p != s_.attack.attacker)
      return std::string(damage::to_string(s_.attack.kind)) + " damage: opponents may do nothing until it has resolved";
    return content_->statuses[static_cast<std::size_t>(st)].name + " has nothing to act on now (" + asked + ")";
  }
  return "'" + k + "' is not an option (" + asked + ")";
}

std::string DuelMatch::refused_target(const std::string& key) const {
  const std::size_t colon = key.rfind(":P");
  const PlayerId p = s_.pending.player;
  if (colon == std::string::npos || p < 0 || key.size() - colon > 4 || key.size() - colon < 3) return "";
  const std::string digits = key.substr(colon + 2);
  if (!std::all_of(digits.begin(), digits.end(), [](char ch) { return ch >= '0' && ch <= '9'; })) return "";
  const int q = std::stoi(digits) - 1;
  const std::string who = "P" + digits;
  if (q < 0 || q >= player_count()) return "there is no " + who + ": the table seats " + std::to_string(player_count());
  if (q == p) return who + " can't aim at themselves";
  if (side_of(q) == side_of(p)) return who + " is P" + std::to_string(p + 1) + "'s teammate";
  if (out(q)) return who + " is out (at 0 health): a fallen hero can't be targeted";
  const Targets t = targets(p);
  if (t.n == 1) return "only P" + std::to_string(t.at[0] + 1) + " may be aimed at now: the key names no target";
  if (std::find(t.at, t.at + t.n, q) == t.at + t.n) return who + " may not be aimed at now";
  return "";
}

bool DuelMatch::equals(const dm::Match& o) const {
  const auto* d = dynamic_cast<const DuelMatch*>(&o);
  return d && d->content_ == content_ && fields::equal(s_, d->s_);
}

void DuelMatch::clone_into(std::unique_ptr<dm::Match>& into) const {
  if (auto* same = dynamic_cast<DuelMatch*>(into.get())) {
    *same = *this;  // the players' vectors keep their memory (a search copies a game each iteration)
    return;
  }
  into = clone();
}

std::unique_ptr<dm::Match> DuelMatch::observation(PlayerId viewer, std::uint64_t seed) const {
  std::unique_ptr<dm::Match> out;
  observation_into(viewer, seed, out);
  return out;
}

void DuelMatch::observation_into(PlayerId viewer, std::uint64_t seed, std::unique_ptr<dm::Match>& into) const {
  clone_into(into);
  auto* out = static_cast<DuelMatch*>(into.get());
  Rng sample(seed);
  out->s_.chance.resample(sample);
  Steps st(*out);
  // Decks are face down to all, the opponent's hand too: dealt again from what is unseen.
  for (std::size_t p = 0; p < out->s_.players.size(); ++p) {
    Player& P = out->s_.players[p];
    const std::size_t hand = P.hand.size();
    if (static_cast<PlayerId>(p) != viewer) {
      P.deck.insert(P.deck.end(), P.hand.begin(), P.hand.end());
      P.hand.clear();
    }
    st.shuffle(P.deck);
    if (static_cast<PlayerId>(p) != viewer)
      for (std::size_t i = 0; i < hand; ++i) {
        P.hand.push_back(P.deck.back());
        P.deck.pop_back();
      }
  }
  // Options name hand positions: an opponent's pending decision is asked again of the new hand.
  if (!out->s_.pending.empty() && out->s_.pending.player != viewer) {
    out->s_.pending = Decision{};
    st.run();
  }
}

std::string DuelMatch::observation_json(PlayerId viewer) const {
  State v = s_;
  v.chance = Chance{};
  for (std::size_t p = 0; p < v.players.size(); ++p) {
    if (static_cast<PlayerId>(p) != viewer) std::fill(v.players[p].hand.begin(), v.players[p].hand.end(), -1);
    std::fill(v.players[p].deck.begin(), v.players[p].deck.end(), -1);
  }
  return fields::to_json(v);
}

MatchResult DuelMatch::result() const {
  MatchResult r;
  r.over = s_.over;
  r.winner = s_.winner == kNone ? kNone : side_of(s_.winner);  // a team wins together
  r.reason = s_.reason;
  r.bounded = s_.reason == "turn_limit" || s_.reason == "decision_limit";
  r.turns = s_.turn;
  for (const Player& P : s_.players) r.scores.push_back(P.health);
  for (std::size_t p = 0; p < s_.players.size(); ++p)
    r.places.push_back(s_.winner == kNone ? 1 : side_of(static_cast<PlayerId>(p)) == r.winner ? 1 : 2);
  return r;
}

std::string DuelMatch::state_line() const {
  nlohmann::json players = nlohmann::json::array();
  for (std::size_t p = 0; p < s_.players.size(); ++p) {
    const Player& P = s_.players[p];
    nlohmann::json tokens = nlohmann::json::object();
    for (std::size_t st = 0; st < P.tokens.size(); ++st)
      if (P.tokens[st] > 0) tokens[content_->statuses[st].name] = P.tokens[st];
    // The dice as they read: the number, and the symbol when the face shows one.
    nlohmann::json dice = nlohmann::json::array();
    for (const Face& f : faces_of(static_cast<PlayerId>(p)))
      dice.push_back(std::to_string(f.value) + (f.symbol >= 0 ? " " + content_->heroes[p].symbols[static_cast<std::size_t>(f.symbol)] : ""));
    players.push_back({{"hero", content_->heroes[p].name}, {"health", P.health}, {"cp", P.cp}, {"hand", P.hand.size()},
                       {"deck", P.deck.size()}, {"discard", P.discard.size()}, {"dice", dice}, {"tokens", tokens}});
  }
  nlohmann::json j{{"type", "state"}, {"turn", s_.turn}, {"active", s_.active}, {"phase", std::string(to_string(s_.phase))},
                   {"players", players}, {"hash", std::to_string(hash())}};
  return json_text(j);
}

std::string DuelMatch::start_fields() const {
  nlohmann::json heroes = nlohmann::json::array();
  for (const Hero& h : content_->heroes) heroes.push_back(h.name);
  nlohmann::json j{{"heroes", heroes}, {"health", content_->rules.health}};
  if (content_->rules.mode != Mode::Duel) {
    nlohmann::json sides = nlohmann::json::array();
    for (PlayerId p = 0; p < player_count(); ++p) sides.push_back(side_of(p));
    j["mode"] = std::string(to_string(content_->rules.mode)), j["sides"] = sides;
  }
  return json_text(j);
}

std::optional<std::string> DuelMatch::set_players(const std::vector<PlacedPlayer>& placed) {
  if (placed.size() != s_.players.size()) return "a position names " + std::to_string(s_.players.size()) + " players";
  State next = s_;
  for (std::size_t p = 0; p < placed.size(); ++p) {
    Player& P = next.players[p];
    const PlacedPlayer& pp = placed[p];
    const Hero& h = content_->heroes[p];
    if (pp.health >= 0) P.health = pp.health;
    if (pp.cp >= 0) {
      if (pp.cp > content_->rules.cp_cap) return "P" + std::to_string(p + 1) + " holds " + std::to_string(pp.cp) + " CP, over the cap of " + std::to_string(content_->rules.cp_cap);
      P.cp = pp.cp;
    }
    P.deck.insert(P.deck.end(), P.hand.begin(), P.hand.end());
    P.hand.clear();
    for (const std::string& name : pp.hand) {
      auto it = std::find_if(h.cards.begin(), h.cards.end(), [&](const Card& c) { return c.name == name || Content::key_name(c.name) == name; });
      if (it == h.cards.end()) return "'" + name + "' is not a card of " + h.name;
      const int kind = static_cast<int>(it - h.cards.begin());
      auto in = std::find(P.deck.begin(), P.deck.end(), kind);
      if (in == P.deck.end()) return h.name + "'s deck has no more copies of " + name;
      P.deck.erase(in);
      P.hand.push_back(kind);
    }
    std::fill(P.tokens.begin(), P.tokens.end(), 0);
    for (const auto& [name, n] : pp.tokens) {
      const int st = content_->status(name);
      if (st < 0) return "no status effect '" + name + "'";
      const Status& S = content_->statuses[static_cast<std::size_t>(st)];
      if (n < 0 || n > S.stack) return "status effect '" + name + "' with " + std::to_string(n) + " tokens: over its stack limit of " + std::to_string(S.stack);
      P.tokens[static_cast<std::size_t>(st)] = n;
    }
  }
  s_ = std::move(next);
  return std::nullopt;
}

}  // namespace dm::duel
