// How simulations scale with threads: games per second per thread at 1 thread and at every
// thread count up to the machine's cores, and the efficiency (per-thread rate ÷ the 1-thread
// rate), for AvX demo with random agents, random constructed teams with greedy agents,
// Rainbow Draft with greedy agents, and AvX demo with mcts against greedy. Each measurement
// is one dm::simulate run, as `dice sim -j N` plays it; the runs are interleaved (every
// workload and thread count once, then again) and the table gives medians. The efficiency is
// the median over runs of each run's rate against that run's own 1-thread rate.
//
// The first rows are the machine's ceilings: threads doing arithmetic alone, sharing nothing,
// and threads each following a random cycle through 1 MB of their own memory.
//
// Beside the table, per game of each workload on one thread: the decisions, the heap
// allocations, and the changes to reference counts of shared content (dm/thread_counters.hpp),
// and the heap each worker thread holds at its peak (malloc's bytes in use, sampled while
// the run plays, above what the process held before, divided by the threads). Last, what one
// change of a reference count costs on a thread's own cache line and on one two threads write.
//
//   bench_scaling [--runs 5] [--seconds 1.5] [--threads N] [--only NAME] [--json FILE]
#include <malloc.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <new>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "dm/games.hpp"
#include "dm/simulate.hpp"
#include "dm/thread_counters.hpp"

namespace {

// Heap allocations made by this thread (operator new is replaced below for the whole program).
thread_local std::uint64_t allocations = 0;

struct Workload {
  const char* name;
  const char* format;
  std::vector<std::string> agents;
  std::uint64_t probe_games;  // games timed once to size a run
};

struct Point {
  std::vector<double> per_thread;  // games/s per thread, one entry a run
  std::vector<double> peak_bytes;  // heap in use above the start, per worker, one entry a run
};

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::size_t heap_in_use() {
  const struct mallinfo2 m = mallinfo2();
  return m.uordblks + m.hblkhd;
}

// One simulate run; returns its wall time in seconds and the peak heap in use above `base`.
struct Timed {
  double seconds;
  double peak_bytes;
};
Timed run(const Workload& w, int threads, std::uint64_t games,
          std::uint64_t seed) {
  dm::SimOptions o;
  o.format = w.format;
  o.agents = w.agents;
  o.games = games;
  o.threads = threads;
  o.seed = seed;
  const std::size_t base = heap_in_use();
  std::atomic<bool> playing{true};
  std::size_t peak = base;
  std::thread sampler([&] {
    while (playing.load(std::memory_order_relaxed)) {
      peak = std::max(peak, heap_in_use());
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  });
  const auto start = std::chrono::steady_clock::now();
  const dm::SimTotals t = dm::simulate(o);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  playing = false;
  sampler.join();
  if (t.games != games) throw std::runtime_error(std::string(w.name) + ": played " + std::to_string(t.games) + " games");
  return {seconds, static_cast<double>(peak - base) / threads};
}

// The machine's own limit: threads that only do arithmetic in registers, sharing nothing, run
// `steps` steps each; returns the wall time. A machine whose cores slow down when more of them
// are busy (turbo, shared cores) shows it here, and no simulation can scale better than this.
double ceiling_run(int threads, std::uint64_t steps) {
  auto work = [steps] {
    std::uint64_t x = 88172645463325252ull;
    for (std::uint64_t i = 0; i < steps; ++i) x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    asm volatile("" : : "r"(x));
  };
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The same with memory: each thread follows a random cycle through a buffer of its own of
// `bytes` (built before the clock starts), so every step waits for a load the caches may not
// hold. Threads that share a core's caches or a memory bus slow each other down here, however
// little they share in the program.
double memory_ceiling_run(int threads, std::size_t bytes, std::uint64_t steps) {
  std::vector<std::vector<std::uint32_t>> cycles(static_cast<std::size_t>(threads));
  for (auto& c : cycles) {
    c.resize(bytes / sizeof(std::uint32_t));
    std::vector<std::uint32_t> order(c.size());
    for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
    std::uint64_t x = 88172645463325252ull + c.size();
    for (std::size_t i = order.size() - 1; i > 0; --i) {
      x ^= x << 13, x ^= x >> 7, x ^= x << 17;
      std::swap(order[i], order[x % (i + 1)]);
    }
    for (std::size_t i = 0; i < order.size(); ++i) c[order[i]] = order[(i + 1) % order.size()];
  }
  auto work = [steps](const std::vector<std::uint32_t>* c) {
    std::uint32_t at = 0;
    for (std::uint64_t i = 0; i < steps; ++i) at = (*c)[at];
    asm volatile("" : : "r"(at));
  };
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work, &cycles[static_cast<std::size_t>(t)]);
  work(&cycles[0]);
  for (auto& t : pool) t.join();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// What one change of a reference count costs when the count's cache line is a thread's own
// and when two threads write it: two threads copy and drop a std::shared_ptr, to one object
// each, then both to one object.
struct Contention {
  double own_ns, shared_ns;
};
Contention contention() {
  constexpr int kCopies = 2000000;
  auto time = [&](bool same) {
    auto one = std::make_shared<int>(1), two = std::make_shared<int>(2);
    auto work = [&](const std::shared_ptr<int>& p) {
      for (int i = 0; i < kCopies; ++i) {
        std::shared_ptr<int> copy = p;
        asm volatile("" : : "r"(copy.get()) : "memory");
      }
    };
    const auto start = std::chrono::steady_clock::now();
    std::thread other(work, std::cref(same ? one : two));
    work(one);
    other.join();
    // Each copy is two changes (up and down), on each of the two threads at once.
    return std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count() / (2.0 * kCopies);
  };
  std::vector<double> own, shared;
  for (int r = 0; r < 5; ++r) own.push_back(time(false)), shared.push_back(time(true));
  return {median(own), median(shared)};
}

}  // namespace

void* operator new(std::size_t n) {
  ++allocations;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

int main(int argc, char** argv) {
  int runs = 5, max_threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  double seconds = 1.5;
  std::string only, json_file;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "%s needs a value\n", a.c_str());
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--runs") runs = std::max(1, std::atoi(value().c_str()));
    else if (a == "--seconds") seconds = std::max(0.05, std::atof(value().c_str()));
    else if (a == "--threads") max_threads = std::max(1, std::atoi(value().c_str()));
    else if (a == "--only") only = value();
    else if (a == "--json") json_file = value();
    else {
      std::fprintf(stderr, "usage: %s [--runs N] [--seconds S] [--threads N] [--only NAME] [--json FILE]\n", argv[0]);
      return 2;
    }
  }
  std::vector<Workload> all = {
      {"avx-demo random", "avx-demo", {"random", "random"}, 400},
      {"constructed greedy", "random-teams", {"greedy", "greedy"}, 200},
      {"rainbow-draft greedy", "rainbow-draft", {"greedy", "greedy"}, 40},
      {"avx-demo mcts", "avx-demo", {"mcts:iters=50", "greedy"}, 4},
  };
  std::vector<Workload> workloads;
  for (const auto& w : all)
    if (only.empty() || only == w.name) workloads.push_back(w);
  if (workloads.empty()) {
    std::fprintf(stderr, "no workload named '%s'\n", only.c_str());
    return 2;
  }

  // Per game, on this thread (simulate's first worker is the calling thread).
  struct PerGame {
    double decisions, allocations, game_copies, shared_count_ops, ns_per_decision;
  };
  std::vector<PerGame> per_game;
  std::vector<std::uint64_t> games_per_thread;
  for (const auto& w : workloads) {
    const dm::ThreadCounters before = dm::thread_counters();
    const std::uint64_t alloc_before = allocations;
    const Timed t = run(w, 1, w.probe_games, 99);
    const dm::ThreadCounters after = dm::thread_counters();
    const double g = static_cast<double>(w.probe_games);
    const double decisions = static_cast<double>(after.decisions - before.decisions);
    per_game.push_back({decisions / g, static_cast<double>(allocations - alloc_before) / g,
                        static_cast<double>(after.game_copies - before.game_copies) / g,
                        static_cast<double>(after.shared_count_ops - before.shared_count_ops) / g,
                        t.seconds * 1e9 / std::max(1.0, decisions)});
    games_per_thread.push_back(std::max<std::uint64_t>(4, static_cast<std::uint64_t>(g * seconds / t.seconds)));
  }

  std::vector<std::vector<Point>> points(workloads.size(), std::vector<Point>(static_cast<std::size_t>(max_threads)));
  std::vector<std::vector<double>> ceiling(static_cast<std::size_t>(max_threads));  // steps/s per thread
  std::vector<std::vector<double>> memory_ceiling(static_cast<std::size_t>(max_threads));
  const std::uint64_t steps = static_cast<std::uint64_t>(1e8 * seconds / std::max(1e-3, ceiling_run(1, 100000000)));
  constexpr std::size_t kWalkBytes = 1 << 20;
  const std::uint64_t walk_steps =
      static_cast<std::uint64_t>(1e7 * seconds / std::max(1e-3, memory_ceiling_run(1, kWalkBytes, 10000000)));
  for (int r = 0; r < runs; ++r) {
    std::fprintf(stderr, "run %d of %d\r", r + 1, runs);
    for (int th = 1; th <= max_threads; ++th) {
      ceiling[static_cast<std::size_t>(th - 1)].push_back(static_cast<double>(steps) / ceiling_run(th, steps));
      memory_ceiling[static_cast<std::size_t>(th - 1)].push_back(static_cast<double>(walk_steps) /
                                                                 memory_ceiling_run(th, kWalkBytes, walk_steps));
    }
    for (std::size_t w = 0; w < workloads.size(); ++w)
      for (int th = 1; th <= max_threads; ++th) {
        const std::uint64_t games = games_per_thread[w] * static_cast<std::uint64_t>(th);
        const Timed t = run(workloads[w], th, games, static_cast<std::uint64_t>(1000 + r));
        Point& p = points[w][static_cast<std::size_t>(th - 1)];
        p.per_thread.push_back(static_cast<double>(games) / t.seconds / th);
        p.peak_bytes.push_back(t.peak_bytes);
      }
  }
  std::fprintf(stderr, "\n");

  std::printf("%-22s %7s %16s %10s %9s %14s\n", "workload", "threads", "games/s/thread", "efficiency", "speedup",
              "heap/worker");
  std::string ceiling_json, memory_json;
  for (auto [rows, name, out] : {std::tuple{&ceiling, "machine ceiling", &ceiling_json},
                                 std::tuple{&memory_ceiling, "memory ceiling, 1 MB", &memory_json}})
    for (int th = 1; th <= max_threads; ++th) {
      std::vector<double> ratios;
      for (std::size_t r = 0; r < (*rows)[0].size(); ++r)
        ratios.push_back((*rows)[static_cast<std::size_t>(th - 1)][r] / (*rows)[0][r]);
      const double eff = median(ratios);
      std::printf("%-22s %7d %16s %10.3f %8.2fx\n", name, th, "-", eff, eff * th);
      *out += std::string(th > 1 ? "," : "") + std::to_string(eff);
    }
  std::string json = "{\"runs\":" + std::to_string(runs) + ",\"ceiling_efficiency\":[" + ceiling_json +
                     "],\"memory_ceiling_efficiency\":[" + memory_json + "],\"workloads\":[";
  for (std::size_t w = 0; w < workloads.size(); ++w) {
    json += std::string(w ? "," : "") + "{\"name\":\"" + workloads[w].name + "\",\"per_game\":{\"decisions\":" +
            std::to_string(per_game[w].decisions) + ",\"allocations\":" + std::to_string(per_game[w].allocations) +
            ",\"game_copies\":" + std::to_string(per_game[w].game_copies) +
            ",\"shared_count_ops\":" + std::to_string(per_game[w].shared_count_ops) +
            ",\"ns_per_decision\":" + std::to_string(per_game[w].ns_per_decision) + "},\"threads\":[";
    for (int th = 1; th <= max_threads; ++th) {
      const Point& p = points[w][static_cast<std::size_t>(th - 1)];
      // Each run's rate against the same run's 1-thread rate, measured just before it: a
      // machine whose speed drifts from run to run weighs on both alike.
      std::vector<double> ratios;
      for (std::size_t r = 0; r < p.per_thread.size(); ++r) ratios.push_back(p.per_thread[r] / points[w][0].per_thread[r]);
      const double rate = median(p.per_thread), eff = median(ratios), heap = median(p.peak_bytes);
      std::printf("%-22s %7d %16.0f %10.3f %8.2fx %11.1f MB\n", workloads[w].name, th, rate, eff, eff * th, heap / 1e6);
      json += std::string(th > 1 ? "," : "") + "{\"threads\":" + std::to_string(th) + ",\"games_per_s_per_thread\":" +
              std::to_string(rate) + ",\"efficiency\":" + std::to_string(eff) + ",\"heap_bytes_per_worker\":" +
              std::to_string(heap) + "}";
    }
    json += "]}";
  }
  json += "]";
  std::printf("\n%-22s %12s %14s %12s %18s %12s\n", "per game, 1 thread", "decisions", "allocations", "game copies",
              "shared-count ops", "ns/decision");
  for (std::size_t w = 0; w < workloads.size(); ++w)
    std::printf("%-22s %12.1f %14.1f %12.1f %18.2f %12.0f\n", workloads[w].name, per_game[w].decisions,
                per_game[w].allocations, per_game[w].game_copies, per_game[w].shared_count_ops, per_game[w].ns_per_decision);
  const Contention c = contention();
  std::printf("\none reference-count change (a copy and a drop of a std::shared_ptr, per change), 2 threads:\n"
              "  each thread its own count: %.1f ns   both threads one count: %.1f ns\n",
              c.own_ns, c.shared_ns);
  json += ",\"count_change_ns\":{\"own\":" + std::to_string(c.own_ns) + ",\"shared\":" + std::to_string(c.shared_ns) + "}";
  json += "}";
  if (!json_file.empty()) std::ofstream(json_file) << json << "\n";
  return 0;
}
