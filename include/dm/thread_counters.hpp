// Counts of what a simulation thread does that matters when many threads share a machine,
// kept per thread so counting never writes a line another thread reads. bench_scaling prints
// them per game; tests check that the hot path makes no change to a shared reference count.
#pragma once

#include <cstdint>

namespace dm {

struct ThreadCounters {
  std::uint64_t decisions = 0;    // decisions applied to Dice Masters games on this thread
  std::uint64_t searched = 0;     // decisions applied inside tree searches (mcts), in any game
  std::uint64_t game_copies = 0;  // games made or overwritten by copying another (clones, observations)
  // Reference counts of shared content (the card library, the ability runtime, the draft)
  // changed on this thread: each is an atomic read-modify-write, on a cache line that every
  // thread holding the same content also writes (dm/shared.hpp).
  std::uint64_t shared_count_ops = 0;
};

// This thread's counters (the caller may read them before and after some work and subtract).
ThreadCounters& thread_counters();

}  // namespace dm
