// libFuzzer target for scenario files (docs/scenarios.md): the bytes are a scenario file, read
// in the script sandbox under its budgets, then built into a position and played step by step
// with the shipped cards. Scenario files come from people writing down rulings; whatever the
// text, each scenario passes, or fails or is refused with a message that starts with the file
// (and the line, when it has one). A broken promise aborts, so libFuzzer keeps the input.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "dm/content.hpp"
#include "dm/card_scenarios.hpp"
#include "dm/scenario.hpp"

namespace {

const std::string kFile = "fuzz.lua";

struct World {
  std::shared_ptr<dm::CardLibrary> lib;
  std::shared_ptr<dm::AbilityRuntime> runtime;
};

[[noreturn]] void broken(const std::string& what, const std::string& text) {
  std::fprintf(stderr, "fuzz_scenario_file: %s\n--- scenario file ---\n%s\n--- end ---\n", what.c_str(), text.c_str());
  std::abort();
}

World& world() {
  static World w = [] {
    World x;
    std::vector<dm::LoadError> errors;
    x.lib = dm::builtin_library(errors);
    if (!errors.empty()) broken("the shipped cards don't load: " + errors.front().text(), "");
    x.runtime = dm::make_lua_runtime(x.lib);
    return x;
  }();
  return w;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  World& w = world();
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::vector<dm::ScenarioResult> results;
  try {
    results = dm::run_scenario_text(text, kFile, w.lib, w.runtime);
  } catch (const std::exception& e) {
    broken(std::string("run_scenario_text threw (it must report, not throw): ") + e.what(), text);
  }
  // A file holds at least one scenario; when it holds none that is itself reported.
  if (results.empty()) broken("no result, not even a refusal", text);
  for (const auto& r : results) {
    if (r.file != kFile) broken("a result names the file '" + r.file + "'", text);
    if (r.passed) {
      if (r.malformed) broken("a scenario both passed and was malformed", text);
      continue;
    }
    if (r.message.empty()) broken("a scenario failed with no message", text);
    const std::string place = kFile + ":" + (r.line > 0 ? std::to_string(r.line) + ":" : "");
    if (r.message.rfind(place, 0) != 0) broken("the message '" + r.message + "' doesn't start with " + place, text);
    if (r.line < 0) broken("a negative line", text);
    // The runner's catch-all for exceptions nothing anticipated: bad input deserves a reason.
    if (r.message.find("internal error: ") != std::string::npos) broken("an unanticipated exception: " + r.message, text);
  }
  return 0;
}
