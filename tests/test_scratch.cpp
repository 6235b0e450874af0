// The rules' working lists (engine/masters/kernel/scratch.hpp): a nested scope never shares a list
// with the scopes around it, a list comes back empty with its memory kept, and scopes nested
// deeper than the per-thread stack still get lists of their own.
#include <catch2/catch.hpp>

#include <functional>
#include <set>
#include <thread>

#include "engine/masters/kernel/scratch.hpp"

using dm::Scratch;

TEST_CASE("scratch: nested scopes hold distinct lists, deeper than the stack too") {
  std::set<std::vector<int>*> seen;
  std::function<void(int)> nest = [&](int depth) {
    Scratch<int> list;
    REQUIRE(list->empty());
    CHECK(seen.insert(&*list).second);  // no list around this scope is this one
    list->push_back(depth);
    if (depth < 20) nest(depth + 1);
    CHECK(list->size() == 1);  // the scopes inside left this one alone
    CHECK(list->front() == depth);
    seen.erase(&*list);
  };
  nest(0);
}

TEST_CASE("scratch: a list comes back empty, with the memory it grew") {
  std::vector<int>* first = nullptr;
  std::size_t grown = 0;
  {
    Scratch<int> list;
    for (int i = 0; i < 1000; ++i) list->push_back(i);
    first = &*list;
    grown = list->capacity();
  }
  Scratch<int> again;
  CHECK(&*again == first);
  CHECK(again->empty());
  CHECK(again->capacity() == grown);
}

TEST_CASE("scratch: each thread has its own lists") {
  Scratch<int> here;
  std::vector<int>* there = nullptr;
  std::thread t([&] {
    Scratch<int> list;
    there = &*list;
  });
  t.join();
  CHECK(there != &*here);
}
