#pragma once
// The hero duel's steps over the state (include/dm/duel.hpp): one turn's phases, the attack
// from its selection to its damage through the shared calculation, the windows in which
// players respond in the shared timing order, and what effects do. Internal to dm_duel.
#include <string>

#include "dm/duel.hpp"

namespace dm::duel {

// What a hero script is told of the event that runs it (`ev`, docs/hero-api.md).
struct ScriptEvent {
  const char* kind = "effect";  // "effect", or the event a reaction answers ("damaged", ...)
  PlayerId player = kNone;      // whose event: who attacks, takes damage, rolled, has the upkeep
  PlayerId source = kNone;      // who dealt the damage
  PlayerId target = kNone;      // an attack's target
  int amount = 0;               // the damage taken, the attack's incoming damage
  int tokens = 0;               // a status's tokens at its upkeep
  const char* roll = nullptr;   // "offensive" or "defensive"
};

struct Steps {
  DuelMatch& m;       // the match whose state changes
  State& s;           // its state
  const Content& c;   // its content

  explicit Steps(DuelMatch& match) : m(match), s(match.s_), c(*match.content_) {}

  // Runs until a decision is needed or the game is over.
  void run();
  // Carries out option `o` of the pending decision (already checked to be one of them).
  void carry_out(const Option& o);
  // The options the pending kind of decision offers `p` now.
  // Appended to `out` (the pending decision's options, emptied first: their memory is kept
  // from one decision to the next).
  void main_options(PlayerId p, std::vector<Option>& out) const;
  void respond_options(PlayerId p, std::vector<Option>& out) const;
  // Whether p has anything to play in the open window (only what prevents damage, when
  // `preventing`), without building the options.
  bool responds(PlayerId p, bool preventing) const;
  bool playable_in_window(PlayerId p, const Card& k) const;
  bool spendable_in_window(PlayerId p, int status) const;

  // --- helpers shared with the match ---
  // The next living opponent in turn order: "the opponent" of an effect that names no target.
  PlayerId opponent(PlayerId p) const { return m.next_opponent(p); }
  Player& pl(PlayerId p) { return s.players[static_cast<std::size_t>(p)]; }
  const Player& pl(PlayerId p) const { return s.players[static_cast<std::size_t>(p)]; }
  void draw(PlayerId p, int n);
  void shuffle(std::vector<int>& v);

  // --- windows (windows.cpp) ---
  // The instance of damage players answer now: the front hit once its window is open, else
  // the attack in its respond phase; null when there is none.
  const Attack* answering() const;
  Attack* answering();
  // Spends of `status` p has declared and not yet resolved (a token is declared spent once).
  int declared_spends(PlayerId p, int status) const;
  // Queues damage that is an instance of its own (collateral, isolated, a status's upkeep).
  void hit(int amount, damage::Kind kind, PlayerId source, PlayerId target, const std::string& label);
  // A play or a spend of p's: declared in the open window, or resolved at once when no other
  // player could answer it.
  void act(PlayerId p, const Option& o);
  void declare(PlayerId p, const Option& o);
  Declared declared(PlayerId p, const Option& o);  // paid for and out of the hand
  bool unanswerable(PlayerId p) const;             // no other player has anything to play now
  // The window being answered: the front hit's, else the attack's, a pause's or a main phase's.
  timing::Window& open_window();

  // --- hero scripts (script/calls.cpp) ---
  // Every player but p: the players p's scripts call opponents.
  std::vector<PlayerId> opponents_of(PlayerId p) const;
  // Offers ev to every reaction of its kind (none without Lua functions: no call at all).
  void react(On on, const ScriptEvent& ev);
  // Runs function `fn` of p's script; a follow-up it returns is queued in State::follow, an
  // error logged with its file and line. `answered`: the follow-up this call answers.
  void call_script(PlayerId owner, int fn, const std::string& label, const ScriptEvent& ev, const FollowUp* answered = nullptr, int choice = 0);
  // Asks the front follow-up's choice; false when there is none.
  bool ask_follow();
  void answer_follow(int value);
  // One line of the log for what a script did.
  void narrate(PlayerId owner, const std::string& label, const std::string& did);
  // Ends the game for a script that would not let it end (docs/limits.md).
  void script_limit(const std::string& why);
  // Counts a call against the turn's bound; false (the game ended) past it.
  bool script_budget(const std::string& label);
  // Logs a script error and counts it against the game's bound.
  void script_failed(PlayerId owner, const std::string& label, const std::string& file, int line, const std::string& error);
  // The events a turn offers reactions, where the rules reach them (out of line: a duel without
  // Lua functions only tests Content::lua): an upkeep, an attack declared, a roll finished (the
  // defender's in the respond phase, else the active player's), damage taken, a status's upkeep.
  void hooks(On on);
  void damaged(PlayerId p, int amount, PlayerId source);
  void status_upkeep(int status, int tokens);

 private:
  friend struct ScriptApi;  // the API table `g` (script/api.cpp)
  void upkeep();
  void end_turn();
  void roll_dice(PlayerId p, int count, int keep_mask);
  void select(int ability, PlayerId t);
  // The ways to play card `i` of p's hand: once, or on each target (and each status a removal
  // may take) when it reaches an opponent and several may be aimed at.
  void add_plays(std::vector<Option>& out, PlayerId p, int i, const Card& k) const;
  // Living seats: the next to play after p; sides with a hero standing.
  PlayerId next_seat(PlayerId p) const;
  void defend();
  void resolve_attack();
  void finish_ability(const Effect& e);
  // An instance of damage resolved at once (no one may play on it): the final damage dealt.
  int deal_now(int amount, damage::Kind kind, PlayerId source, PlayerId target, const std::string& label);
  void take(PlayerId p, int amount, PlayerId source = kNone);
  // What an effect does besides damage, for `owner`; `remove_status` is the one chosen.
  // `target`: the opponent it reaches (kNone: the next one).
  void apply_effect(PlayerId owner, const Effect& e, int remove_status, const std::string& label, PlayerId target = kNone);
  // Plays a card or spends a status effect: its modifier on the attack, then the rest.
  void use(PlayerId p, const Effect& e, int remove_status, const std::string& label, PlayerId target = kNone);
  // Whether `p` may use `e` now (in an attack window, a pause or a main phase).
  bool usable(PlayerId p, const Effect& e, bool main) const;
  bool modifier_ok(PlayerId p, const Effect& e) const;
  void ask(Kind k, PlayerId p, std::vector<Option> options);
  // The pending decision's options emptied, to be filled and then asked by ask(k, p).
  std::vector<Option>& fresh_options() {
    s.pending.options.clear();
    return s.pending.options;
  }
  void ask(Kind k, PlayerId p) {
    s.pending.kind = k;
    s.pending.player = p;
  }
  void log_damage(const damage::Result& r, damage::Kind kind, PlayerId target, const std::string& label);
  // What an effect did besides damage (healing, CP, cards, tokens), when it did anything.
  void log_effect(PlayerId owner, const Effect& e, int removed, const std::string& label, int healed, int cp, int stolen, int drawn);
  // The front hit: opens its window (when its target can prevent it), asks, or deals it.
  void step_hit();
  void deal_hit();
  // One declared action, or nothing when what it needs is gone (a card then goes back).
  void resolve_one(const Declared& d);
  // When window `w` has closed: what was declared resolves (active player's first) and `w`
  // opens again, true; false when nothing was declared.
  bool settle(timing::Window& w);
};

// Whether an effect does anything to an opponent (damage, tokens inflicted or removed, combat
// points stolen): with several possible targets, its option names one.
bool reaches_opponent(const Effect& e);
// A script follow-up's options in words (script/calls.cpp): key, label, and the question.
std::string choice_key(const State& s, const Option& o);
std::string choice_label(const DuelMatch& m, const Option& o);
std::string choice_prompt(const DuelMatch& m);

// The attack's modifiers as an instance of the shared calculation.
damage::Instance instance_of(const Attack& a);
// An effect's attack or defence modifier, played by `p` (`label` names it).
std::optional<Mod> modifier_of(const Effect& e, PlayerId p, const std::string& label);

}  // namespace dm::duel
