#pragma once
// What happens in a game of Dice Masters, as the log tells it: typed events. The rules emit
// them (Rules::emit) and one place turns them into log lines (event_line, log_lines.cpp), so
// no rule builds JSON and the shape of every line is written down once. Not the trigger
// events of dm/state.hpp (dm::Event), which the rules answer with abilities: these only
// report. Internal to the kernel.
//
// An event is made at every emit, logged or not, so it holds nothing that costs to build:
// lists and texts are views of what the rule has at hand, and whatever the line can read from
// the game at the moment of the event (card ids, faces, the turn) is read there instead.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "dm/decision.hpp"
#include "dm/ids.hpp"
#include "dm/types.hpp"

namespace dm {

class Game;

enum class LogEventKind : std::uint8_t {
  Turn,           // a turn begins (its number, active player and side are read from the game)
  Draw,           // player drew `dice` in Clear and Draw
  Shortfall,      // player could not draw `amount` dice
  Refill,         // player's Used Pile went back into their bag: `dice`
  Roll,           // player rolled `dice`, `by` what (faces read from the game)
  Reroll,         // player rerolled `dice`, `by` what
  Buy,            // player bought `die` of `card`
  Field,          // player fielded `die`
  Action,         // player used action `die`, with `amount` bursts
  WindowSkipped,  // `window` passed player by: they had nothing to use in it
  Use,            // player chose option `index` of the pending decision, a global or an activated ability
  Cancel,         // player cancelled the payment asked `ask` (for `index`: a card or a die, as the Ask says)
  Pay,            // player paid (the cost and the dice spent are read from the game)
  Attack,         // player's side attacks with `dice`
  Block,          // player (the defender hit) blocks with `dice` (whom each blocks is read from the game)
  Prevent,        // `amount` damage to `die` (kNone: to player) was prevented
  Damage,         // one batch of damage was dealt: `hits`
  Life,           // player's side changed life by `amount`, to `total`
  Ko,             // `die`, owned by player, was KO'd
  Sacrifice,      // player sacrificed `die`
  Level,          // `die`, controlled by player, was spun or set to a level (read from the game)
  Ability,        // player's ability `index` of `card` resolves, from `die`, on `dice`, `amount` times
  Fizzle,         // player's ability of `card`, from `die`, had no legal target
  Protect,        // player protected `die`
  Script,         // a card's script wrote `text`
  ScriptLimit,    // the game stopped at a limit: `name` the card, `text` the message
  ScriptError,    // ability `index` (0-based) of card `name` (script `file`) failed: `text`
  DraftStart,     // the draft begins (its seats, piles and basic actions are read from the game)
  DraftPile,      // pile `index` was opened
  DraftPass,      // pile `index` went from player to `to` (kNone: the middle of the table)
  DraftChoice,    // seat `player` chose the option with key `name` and label `text`
  DraftOver,      // the draft is over (the teams and dice are read from the game)
  Choice,         // option `index` of the pending decision is applied
  State,          // the board as it stands (a turn ended, a decision was answered)
};

// What caused a roll or reroll: the Roll Step and the reroll decision say nothing.
enum class RollCause : std::uint8_t { Step, Regenerate, Effect, Rule };

// The windows for globals that pass a player by unasked.
enum class SkippedWindow : std::uint8_t { AfterBlockers, DamageReaction, AfterAction };

// One hit of a batch of damage, as dealt.
struct LogHit {
  DieId target = kNone;     // the die hit (kNone: a player)
  PlayerId player = kNone;  // the player hit, or the target's controller
  int amount = 0;
  DieId source = kNone;     // the die that dealt it (kNone: no die)
  bool combat = false;
  int life = 0;             // a player hit: their side's life after it, so a reader needn't add up
};

struct LogEvent {
  LogEventKind kind = LogEventKind::State;
  PlayerId player = kNone;            // who acted, or whom it concerns
  PlayerId to = kNone;                // draft_pass: the pile's new holder
  DieId die = kNone;                  // the die concerned
  CardId card = kNone;                // buy, ability, fizzle: the card in play
  int amount = 0;                     // dice missing, bursts, damage prevented, a life change, an ability's times
  int total = 0;                      // life: the side's life after the change
  int index = 0;                      // an option, an ability of a card, a draft pile, a cancelled payment's card or die
  RollCause by = RollCause::Step;     // roll, reroll: what caused it
  SkippedWindow window = SkippedWindow::AfterAction;  // window_skipped: which
  Ask ask = Ask::None;                // cancel: what the payment was for
  std::span<const DieId> dice;        // the dice concerned; ability: its targets (die ids, or -1 - player)
  std::span<const LogHit> hits;       // damage: the hits, in the order dealt
  std::string_view name;              // script_limit, script_error: the card's name; draft_choice: the option's key
  std::string_view text;              // script: its text; script_limit, script_error: the message; draft_choice: the label
  std::string_view file;              // script_error: the card's script
};

// The log line of an event, with what it names read from `g` as it is when the event happens.
std::string event_line(const Game& g, const LogEvent& e);
// Writes the line to g's log (only called when g has one).
void write_event(const Game& g, const LogEvent& e);

}  // namespace dm
