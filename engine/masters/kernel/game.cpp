// A game's life: set-up from a GameSetup, the loop that runs tasks until a decision is
// needed, answers, the end of the game, positions set from outside, and the log.
#include <algorithm>
#include <atomic>
#include <spdlog/spdlog.h>

#include "engine/text/json_text.hpp"
#include "dm/draft.hpp"
#include "dm/limits.hpp"
#include "dm/thread_counters.hpp"
#include "engine/masters/kernel/rules.hpp"

namespace dm {

namespace {

// Sides from the setup: each player on their own unless the setup groups them.
std::vector<SideId> sides_of(const GameSetup& setup) {
  const int n = static_cast<int>(setup.teams.size());
  if (n < 2 || n > 4) throw std::invalid_argument("a game has 2 to 4 players, not " + std::to_string(n));
  const bool grouped = std::any_of(setup.teams.begin(), setup.teams.end(), [](const TeamSetup& t) { return t.side != kNone; });
  std::vector<SideId> side(static_cast<std::size_t>(n));
  for (int p = 0; p < n; ++p) {
    const SideId s = grouped ? setup.teams[static_cast<std::size_t>(p)].side : p;
    if (s < 0 || s >= n) throw std::invalid_argument("player " + std::to_string(p + 1) + " has no side (sides are numbered from 0)");
    side[static_cast<std::size_t>(p)] = s;
  }
  const int count = *std::max_element(side.begin(), side.end()) + 1;
  for (SideId s = 0; s < count; ++s)
    if (std::find(side.begin(), side.end(), s) == side.end())
      throw std::invalid_argument("side " + std::to_string(s) + " has no player");
  // Who attacks whom is settled for two sides; more would need a choice of defender.
  if (count != 2) throw std::invalid_argument("a game has exactly two sides (players alone or in teams), not " + std::to_string(count));
  return side;
}

}  // namespace

Game::Game(const GameSetup& setup, std::uint64_t seed, std::shared_ptr<AbilityRuntime> runtime)
    : runtime_(std::move(runtime)) {
  if (!runtime_) throw std::invalid_argument("a game needs an ability runtime");
  if (!setup.library) throw std::invalid_argument("a game needs a card library");
  const std::vector<SideId> side = sides_of(setup);
  s_.library = setup.library;
  s_.edition = setup.edition;
  s_.start_life = setup.life;
  s_.turn_cap = setup.turn_cap;
  s_.attack_first_turn = setup.first_turn_attack;
  s_.chance.rng = Rng(seed);
  for (SideId sd : side) s_.players.push_back(PlayerState{sd, 0, 0});
  s_.sides.assign(static_cast<std::size_t>(*std::max_element(side.begin(), side.end()) + 1), SideState{setup.life});
  const int sidekick = setup.library->sidekick();
  if (sidekick < 0) throw std::invalid_argument("the card library has no Sidekick die definition");
  const int n = static_cast<int>(setup.teams.size());
  for (PlayerId p = 0; p < n; ++p) add_dice(add_card(sidekick, p), setup.teams[static_cast<std::size_t>(p)].sidekicks, p, Zone::Bag);
  if (setup.draft) {
    // The draft comes first; the cards and basic actions come out of it.
    if (setup.draft_seats < n) throw std::invalid_argument("a draft needs at least as many drafters as players");
    if (setup.draft_seats > 8) throw std::invalid_argument("a draft has at most 8 drafters, not " + std::to_string(setup.draft_seats));
    draft_ = setup.draft;
    s_.draft.seats = setup.draft_seats;
    s_.draft.drafters.resize(static_cast<std::size_t>(setup.draft_seats));
    s_.step = Step::Draft;
    s_.reindex();  // the sidekicks' dice; the rest come with the draft's end (index_cards)
    draft_->start(s_);
    push(Task{TaskKind::Draft});
    return;
  }
  for (PlayerId p = 0; p < n; ++p)
    for (auto [def, k] : setup.teams[static_cast<std::size_t>(p)].cards) add_dice(add_card(def, p), k, p, Zone::Supply);
  for (auto [def, k] : setup.shared) add_dice(add_card(def, kNone), k, kNone, Zone::Supply);
  index_cards();
  s_.turn = 1;
  s_.active_side = s_.side(0);
  s_.active = 0;
  s_.step = Step::ClearDraw;
  push(Task{TaskKind::BeginTurn});
}

CardId Game::add_card(int def, PlayerId owner) {
  if (def < 0 || def >= s_.library->size()) throw std::invalid_argument("no card definition " + std::to_string(def));
  s_.cards.push_back(CardInPlay{def, owner});
  s_.card_defs.push_back(&s_.library->at(def));
  return static_cast<CardId>(s_.cards.size() - 1);
}

void Game::add_dice(CardId c, int n, PlayerId owner, Zone z) {
  for (int i = 0; i < n; ++i) {
    Die d;
    d.id = static_cast<DieId>(s_.dice.size());
    d.card = c;
    d.owner = owner;
    d.controller = owner;
    d.zone = z;
    s_.dice.push_back(d);
  }
}

void Game::index_cards() {
  // Every die is in by now: the dice index once, whose words the cards' dice sets use.
  s_.reindex();
  index_ = Index{};
  const std::size_t words = s_.where.words();
  index_.card_dice.assign(s_.cards.size() * words, 0);
  for (const Die& d : s_.dice)
    index_.card_dice[static_cast<std::size_t>(d.card) * words + static_cast<std::size_t>(d.id) / 64] |= std::uint64_t{1} << (d.id % 64);
  for (CardId c = 0; c < static_cast<CardId>(s_.cards.size()); ++c) {
    const CardDef& def = s_.def(c);
    for (int a : def.globals) index_.globals.emplace_back(c, a);
    if (def.stat_layers) index_.stat_cards.push_back(c);
    index_.activated = index_.activated || def.activated;
    index_.keyword_layers = index_.keyword_layers || def.keyword_layers;
    for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a) {
      const auto& ab = def.abilities[static_cast<std::size_t>(a)];
      if (ab.kind == AbilityKind::Triggered && ab.card_scope && s_.cards[static_cast<std::size_t>(c)].owner != kNone) {
        index_.card_triggers.emplace_back(c, a);
        // "When you or <this character> take damage" answers a die's damage too.
        index_.card_trigger_events |= 1u << static_cast<int>(ab.when);
        if (ab.when == Trigger::OwnerDamaged) index_.card_trigger_events |= 1u << static_cast<int>(Trigger::Damaged);
      }
      if (ab.kind == AbilityKind::Static && ab.protect) index_.protection = true;
      if (ab.kind == AbilityKind::Static &&
          std::find(ab.keywords.begin(), ab.keywords.end(), name_of(Tag::Swarm)) != ab.keywords.end())
        index_.swarm = true;
    }
  }
  // A card's owner never changes, nor its definition: who may buy it is known now.
  for (PlayerId p = 0; p < s_.player_count(); ++p) {
    index_.buyable_from.push_back(static_cast<int>(index_.buyable.size()));
    for (CardId c = 0; c < static_cast<CardId>(s_.cards.size()); ++c) {
      const PlayerId owner = s_.cards[static_cast<std::size_t>(c)].owner;
      const CardDef& def = s_.def(c);
      if ((owner == p || owner == kNone) && def.kind != CardKind::Sidekick)
        index_.buyable.push_back(Index::Buyable{c, def.cost, def.energy});
    }
  }
  index_.buyable_from.push_back(static_cast<int>(index_.buyable.size()));
}

void Game::start_after_draft() {
  // Every seat that plays brings its team; cards drafted without dice are not used.
  const DraftState& d = s_.draft;
  for (PlayerId p = 0; p < s_.player_count(); ++p)
    for (const DraftCard& c : d.drafters[static_cast<std::size_t>(p)].team)
      if (c.dice > 0) add_dice(add_card(c.def, p), c.dice, p, Zone::Supply);
  // Basic actions: the table's, then each player's own, each a set of dice (two players
  // bringing the same card make two sets).
  for (int def : d.basic_actions) add_dice(add_card(def, kNone), d.basic_dice, kNone, Zone::Supply);
  for (PlayerId p = 0; p < s_.player_count(); ++p)
    for (int def : d.drafters[static_cast<std::size_t>(p)].basic_actions) add_dice(add_card(def, kNone), d.basic_dice, kNone, Zone::Supply);
  index_cards();
  s_.draft.prompt.clear();
  s_.turn = 1;
  s_.active_side = s_.side(0);
  s_.active = 0;
  s_.step = Step::ClearDraw;
  push(Task{TaskKind::BeginTurn});
}

Game::Game(const Game& o)
    : s_(o.s_),
      runtime_(o.runtime_),
      draft_(o.draft_),
      faults_(o.faults_),
      bounds_(o.bounds_),
      copy_(true),
      limit_message_(o.limit_message_),
      pause_at_(o.pause_at_),
      paused_(o.paused_),
      index_(o.index_) {
  ++thread_counters().game_copies;
}

Game& Game::operator=(const Game& o) {
  if (this == &o) return *this;
  ++thread_counters().game_copies;
  s_ = o.s_;
  runtime_ = o.runtime_;
  draft_ = o.draft_;
  log_ = LogBudget();
  observer_ = nullptr;
  faults_ = o.faults_;
  bounds_ = o.bounds_;
  copy_ = true;
  limit_message_ = o.limit_message_;
  pause_at_ = o.pause_at_;
  paused_ = o.paused_;
  index_ = o.index_;
  return *this;
}

namespace {
const std::string kDiceMasters = "dice-masters";
}
const std::string& Game::kName = kDiceMasters;

std::string Game::decision_name() const { return std::string(to_string(s_.pending.kind)); }

std::uint64_t Game::option_code(int option) const {
  const Option& o = s_.pending.options[static_cast<std::size_t>(option)];
  return static_cast<std::uint64_t>(o.verb) << 56 ^ static_cast<std::uint64_t>(static_cast<std::uint32_t>(o.a)) << 24 ^
         static_cast<std::uint64_t>(static_cast<std::uint32_t>(o.b));
}

bool Game::equals(const Match& o) const {
  const auto* g = dynamic_cast<const Game*>(&o);
  return g && s_ == g->s_;
}

MatchResult Game::result() const {
  MatchResult r;
  r.over = s_.over;
  r.winner = s_.winner;
  r.reason = std::string(to_string(s_.end_reason));
  r.bounded = s_.end_reason == EndReason::TurnLimit || s_.end_reason == EndReason::ScriptLimit;
  r.turns = s_.turn;
  for (PlayerId p = 0; p < s_.player_count(); ++p) {
    r.scores.push_back(s_.life(p));
    // The winning side's players first; everyone else shares second place (a tie: all first).
    r.places.push_back(!s_.over || s_.winner == kNone || s_.side(p) == s_.winner ? 1 : 2);
  }
  return r;
}

void Game::set_log(LogSink sink) { log_.set(std::move(sink)); }

void Game::log_line(const std::string& line) const {
  log_.write(line);
}

void Game::stop_at_limit(CardId card, const std::string& what) {
  if (s_.over) return;
  const std::string name = card >= 0 && card < static_cast<CardId>(s_.cards.size()) ? s_.def(card).name() : "?";
  limit_message_ = what + " (last ability: " + name + ")";
  spdlog::warn("game stopped at a limit: {}", limit_message_);
  Rules::emit(*this, LogEvent{.kind = LogEventKind::ScriptLimit, .name = name, .text = limit_message_});
  s_.over = true;
  s_.step = Step::GameOver;
  s_.pending = Decision{};
  s_.winner = kNone;
  s_.end_reason = EndReason::ScriptLimit;
}

void Game::count_decision() {
  ++thread_counters().decisions;
  if (std::string why = bounds_.decisions.count(s_.turn); !why.empty()) stop_at_limit(bounds_.last_card, why);
}

struct Game::InRules {
  const Game& g;
  explicit InRules(const Game& game) : g(game) { ++g.in_rules_; }
  ~InRules() { --g.in_rules_; }
};

void Game::report_fault(const AbilityCall& c, const std::string& what) const {
  ++faults_;
  const bool known = c.card >= 0 && c.card < static_cast<CardId>(s_.cards.size());
  if (in_rules_ > 0) {
    // Counted toward the game's bound only while the rules run: what agents ask doesn't count.
    auto& b = const_cast<Bounds&>(bounds_);
    ++b.rule_faults;
    b.fault_card = known ? c.card : b.fault_card;
  }
  if (faults_ > limits::kScriptErrorsReported) return;
  const std::string card = known ? s_.def(c.card).name() : "?";
  // Faults found after the call (a bad result) have no script line: the file still says where.
  const std::string file = known ? s_.def(c.card).file : "";
  std::string message = what;
  if (message.size() > limits::kScriptErrorText) {
    std::size_t cut = limits::kScriptErrorText;
    while (cut > 0 && (static_cast<unsigned char>(message[cut]) & 0xC0) == 0x80) --cut;  // a whole UTF-8 character
    message = message.substr(0, cut) + "... (" + std::to_string(what.size()) + " bytes)";
  }
  if (faults_ == limits::kScriptErrorsReported)
    message += " (" + std::to_string(limits::kScriptErrorsReported) +
               " script errors in this game: those that follow are counted, not reported)";
  // Standard error is shared by every game of a run: bounded for the whole process.
  static std::atomic<int> warned{0};
  if (!copy_) {
    const int n = ++warned;
    if (n < limits::kScriptErrorWarnings)
      spdlog::warn("script error in {} (ability {}): {}", card, c.ability + 1, message);
    else if (n == limits::kScriptErrorWarnings)
      spdlog::warn("script error in {} (ability {}): {} ({} script error warnings: no more are shown; the log and the "
                   "results still count them)",
                   card, c.ability + 1, message, limits::kScriptErrorWarnings);
  }
  Rules::emit(*this, LogEvent{.kind = LogEventKind::ScriptError, .index = c.ability, .name = card, .text = message, .file = file});
}

void Game::check_faults() {
  if (bounds_.rule_faults > limits::kScriptErrorsPerGame)
    stop_at_limit(bounds_.fault_card, "more than " + std::to_string(limits::kScriptErrorsPerGame) +
                                          " script errors in one game (a card that fails at every evaluation?)");
}

void Game::force_faces(const std::vector<int>& faces) {
  s_.chance.faces.insert(s_.chance.faces.end(), faces.begin(), faces.end());
}
void Game::force_draws(const std::vector<DieId>& dice) {
  s_.chance.draws.insert(s_.chance.draws.end(), dice.begin(), dice.end());
}

Zone Game::spent_zone(PlayerId p) const {
  return (s_.edition == Edition::ASM2015 && s_.is_active(p)) ? Zone::OutOfPlay : Zone::Used;
}

void Game::check_game_end() {
  if (s_.over) return;
  int down = 0;
  SideId standing = kNone;
  for (SideId sd = 0; sd < s_.side_count(); ++sd) {
    if (s_.sides[static_cast<std::size_t>(sd)].life <= 0) ++down;
    else standing = sd;
  }
  if (down == 0) return;
  s_.over = true;
  s_.step = Step::GameOver;
  s_.pending = Decision{};
  if (down == s_.side_count()) {
    if (s_.edition == Edition::ASM2015) {
      s_.winner = kNone;
      s_.end_reason = EndReason::Tie;
    } else {
      // avx2014: the active player's effects resolve first, so their side wins the race.
      s_.winner = s_.active_side;
      s_.end_reason = EndReason::Life;
    }
  } else {
    s_.winner = standing;
    s_.end_reason = EndReason::Life;
  }
}

void Game::advance() {
  const InRules rules(*this);
  const bool waiting = !s_.pending.empty();
  paused_ = false;
  bounds_.steps = 0;
  bounds_.triggers = 0;
  int turn = s_.turn;
  while (!s_.over && s_.pending.empty()) {
    if (s_.turn != turn) {
      turn = s_.turn;
      bounds_.steps = 0;
      bounds_.triggers = 0;
    }
    if (++bounds_.steps > limits::kStepsWithoutDecision) {
      stop_at_limit(bounds_.last_card, "more than " + std::to_string(limits::kStepsWithoutDecision) +
                                           " steps without a decision (an ability that triggers itself?)");
      break;
    }
    if (!s_.events.empty()) Rules::collect(*this);
    if (s_.tasks.empty()) {
      push(Task{TaskKind::BeginTurn});
      continue;
    }
    if (pause_at_ && s_.tasks.back().kind == *pause_at_) {
      pause_at_.reset();
      paused_ = true;
      break;
    }
    Task t = std::move(s_.tasks.back());
    s_.tasks.pop_back();
    Rules::run(*this, t);
    // Two sides both standing, the usual case, is seen here without a call.
    const bool standing = s_.sides.size() == 2 && s_.sides[0].life > 0 && s_.sides[1].life > 0;
    if (!standing) check_game_end();
    if (bounds_.rule_faults > limits::kScriptErrorsPerGame) check_faults();
  }
  if (bounds_.rule_faults > limits::kScriptErrorsPerGame) check_faults();  // errors made working out the decision's options
  if (!waiting && !s_.over && !s_.pending.empty()) count_decision();
  if (s_.over) {
    s_.tasks.clear();
    s_.instances.clear();
  }
}

void Game::resume() {
  if (!paused_) return;
  advance();
  Rules::emit(*this, LogEvent{.kind = LogEventKind::State});
}

std::optional<std::string> Game::apply(std::string_view key) {
  const int i = find_option(key);
  if (i < 0) {
    if (s_.over) return std::string("the game is over");
    return "no option '" + std::string(key) + "' in the pending " + std::string(to_string(s_.pending.kind)) + " decision";
  }
  return apply(i);
}

std::optional<std::string> Game::apply(int option) {
  const InRules rules(*this);
  // The shared words, asked only when something is wrong: this runs at every decision.
  if (s_.over || s_.pending.empty() || option < 0 || option >= static_cast<int>(s_.pending.options.size()))
    return refusal(*this, option);
  if (s_.pending.kind == DecisionKind::Draft) return Rules::answer_draft(*this, option);
  Rules::emit(*this, LogEvent{.kind = LogEventKind::Choice, .index = option});
  auto err = Rules::answer(*this, option);
  if (err) return err;
  advance();
  Rules::emit(*this, LogEvent{.kind = LogEventKind::State});
  return std::nullopt;
}

std::string Game::state_line() const {
  json players = json::array();
  for (PlayerId p = 0; p < s_.player_count(); ++p) {
    json zones = json::object();
    for (Zone z : {Zone::Bag, Zone::Prep, Zone::Reserve, Zone::Field, Zone::Attack, Zone::OutOfPlay, Zone::Used})
      zones[std::string(to_string(z))] = json::array();
    players.push_back(json{{"life", s_.life(p)}, {"side", s_.side(p)}, {"zones", zones}});
  }
  json supply = json::object();
  auto supply_key = [&](CardId c) {
    const PlayerId owner = s_.cards[static_cast<std::size_t>(c)].owner;
    return s_.def(c).id + (owner == kNone ? "" : "@" + std::to_string(owner));
  };
  for (CardId c = 0; c < static_cast<CardId>(s_.cards.size()); ++c)
    if (s_.def(c).kind != CardKind::Sidekick) supply[supply_key(c)] = json::array();
  json captured = json::array();
  for (const auto& d : s_.dice) {
    if (d.zone == Zone::Supply) supply[supply_key(d.card)].push_back(d.id);
    else if (d.zone == Zone::Captured) captured.push_back(d.id);
    else players[static_cast<std::size_t>(d.controller)]["zones"][std::string(to_string(d.zone))].push_back(d.id);
  }
  char hash[20];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(s_.hash()));
  json j{{"type", "state"},    {"turn", s_.turn},     {"active", s_.active}, {"step", to_string(s_.step)},
         {"players", players}, {"supply", supply}, {"hash", hash}};
  if (!captured.empty()) j["captured"] = captured;
  return json_text(j);
}

}  // namespace dm
