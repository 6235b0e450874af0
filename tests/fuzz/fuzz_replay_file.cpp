// libFuzzer target for replay files: any bytes through the reader, and a replay that reads
// played again against the shipped content. Replays come from bug reports and from other
// people's games; none may crash, hang or exhaust the engine. See docs/fuzzing.md.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <variant>

#include "dm/content.hpp"
#include "dm/replay.hpp"

namespace {

// Steps played again at most per input: a long replay is as good a test at its start, and
// every input must finish quickly.
constexpr std::size_t kMaxSteps = 400;

struct Content {
  std::shared_ptr<dm::CardLibrary> library;
  std::shared_ptr<dm::AbilityRuntime> runtime;
};

// The shipped cards, loaded once: every input is played against the same content.
const Content& content() {
  static const Content c = [] {
    std::vector<dm::LoadError> errors;
    Content out;
    out.library = dm::builtin_library(errors);
    if (!errors.empty()) {
      std::fprintf(stderr, "fuzz_replay_file: the shipped cards don't load: %s\n", errors[0].text().c_str());
      std::abort();
    }
    out.runtime = dm::make_lua_runtime(out.library);
    return out;
  }();
  return c;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto parsed = dm::parse_replay(text, "fuzz.replay");
  const auto* replay = std::get_if<dm::Replay>(&parsed);
  if (!replay) {
    // An error names a line of the input and a column on it.
    const auto& e = std::get<dm::ReplayError>(parsed);
    if (e.line < 1 || e.col < 1 || e.message.empty()) std::abort();
    return 0;
  }
  // What reads must write back as it was read, and read again the same.
  const std::string again = dm::replay_text(*replay);
  auto reread = dm::parse_replay(again, "fuzz.replay");
  if (!std::holds_alternative<dm::Replay>(reread) || dm::replay_text(std::get<dm::Replay>(reread)) != again) std::abort();
  // Only the shipped formats: a path in the file would have the target read files of the machine.
  if (replay->format.find('/') != std::string::npos || replay->format.find('.') != std::string::npos) return 0;
  const Content& c = content();
  (void)c;
  dm::MatchReplayOptions o;
  o.stop_after = kMaxSteps;
  const dm::MatchReplayRun run = dm::play_match_replay(*replay, {}, o);
  if (run.diff && run.diff.message.empty()) std::abort();
  if (run.steps > kMaxSteps) std::abort();
  return 0;
}
