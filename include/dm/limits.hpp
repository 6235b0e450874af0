#pragma once
// Bounds on what card and format scripts can make the engine do, in one place (docs/limits.md
// lists them for people). A game that runs past a game bound ends with EndReason::ScriptLimit;
// a value from a script outside its range is a script error. Public API.
#include <cstddef>
#include <cstdint>

namespace dm::limits {

// --- one script (the Lua sandbox, engine/sandbox/sandbox.hpp) ---
// Memory one Lua state may hold, and VM instructions of one call into a script.
inline constexpr std::size_t kScriptMemoryBytes = 16u << 20;
inline constexpr std::uint64_t kInstructionsPerCall = 2'000'000;
// A string a script makes or writes as a constant.
inline constexpr std::size_t kStringBytes = 64u << 10;
// One script's source (a card's compiled script, a format), and its `and`/`or` operators:
// compiling runs no instruction a budget could count.
inline constexpr std::size_t kScriptSourceBytes = 1u << 20;
inline constexpr std::size_t kLogicOperators = 20'000;

// --- one game, as a whole ---
// Tasks the rules run without anyone deciding (reset by each decision and each new turn): a
// card that triggers itself forever would otherwise never give the players a turn again.
inline constexpr std::uint32_t kStepsWithoutDecision = 100'000;
// Abilities triggered without anyone deciding (same reset).
inline constexpr std::uint32_t kTriggersWithoutDecision = 20'000;
// Questions one ability's effect may ask through follow-ups (`choose`, `ask`).
inline constexpr int kFollowUps = 100;
// Decisions in one turn, and in one game.
inline constexpr std::uint32_t kDecisionsPerTurn = 5'000;
inline constexpr std::uint64_t kDecisionsPerGame = 1'000'000;
// Script errors in one game: the first kScriptErrorsReported are logged and warned about one
// by one (each message cut to kScriptErrorText bytes), the rest only counted; past
// kScriptErrorsPerGame made while the rules run (agents' own queries don't count, so a game and
// its replay stop at the same point) the game ends: a card that fails at every evaluation would
// otherwise fill the log and the terminal as fast as it can fail.
inline constexpr int kScriptErrorsReported = 100;
inline constexpr std::size_t kScriptErrorText = 1'000;
inline constexpr std::uint32_t kScriptErrorsPerGame = 20;
// Script error warnings on standard error in one process (a run of many games): past it, none.
// Copies of a game (an agent's look-ahead, a clone) warn of nothing: their errors are not the game's.
inline constexpr int kScriptErrorWarnings = 1'000;
// Lasting effects (g.bonus, g.grant, flags...) in play at once; pending hits of damage.
inline constexpr std::size_t kModifiers = 10'000;
inline constexpr std::size_t kPendingDamage = 1'000;
// Bytes of log lines one game writes; past it the log says so once and stops (the game plays
// on exactly as it would unlogged, so a log never changes a result).
inline constexpr std::uint64_t kLogBytesPerGame = 256ull << 20;
// Bytes of steps a viewer page keeps (--html). Past it the page keeps one step in two, then
// one in four, and so on (Dice Masters' page, whose steps are told as changes: its first steps),
// the last step always, and says so at its top; every line told stays, up to
// kViewerLinesPerStep lines gathered into one kept step.
inline constexpr std::uint64_t kViewerStepBytes = 32ull << 20;
inline constexpr std::size_t kViewerLinesPerStep = 400;
// One g.log text, and g.log calls in one script call.
inline constexpr std::size_t kScriptLogText = 1'000;
inline constexpr int kScriptLogsPerCall = 100;

// --- numbers a script gives the game ---
// Damage, life gained or lost, levels spun, bonuses, block tax, extra damage: every amount.
inline constexpr int kAmount = 1'000;
// A turn number a lasting effect runs to (`until_turn`), relative to nothing: a turn at most.
inline constexpr int kTurn = 1'000'000;
// Ids a follow-up or `affects` may list.
inline constexpr int kListedIds = 4'096;

// Life and damage add up over a whole game: sums saturate at +-kTotal instead of overflowing.
inline constexpr int kTotal = 1'000'000'000;
inline int add_saturated(int a, int b) {
  const long long v = static_cast<long long>(a) + b;
  return static_cast<int>(v > kTotal ? kTotal : v < -kTotal ? -kTotal : v);
}

}  // namespace dm::limits
