#include "dm/thread_counters.hpp"

namespace dm {

namespace {
thread_local ThreadCounters counters;
}

ThreadCounters& thread_counters() { return counters; }

}  // namespace dm
