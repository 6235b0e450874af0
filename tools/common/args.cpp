#include "tools/common/args.hpp"

#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

namespace dm::tools {

std::optional<std::uint64_t> parse_whole(std::string_view text, std::uint64_t lo, std::uint64_t hi, std::string& why) {
  const std::string range = "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
  if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos) {
    why = (!text.empty() && text[0] == '-' ? "negative: takes " : "takes ") + range;
    return std::nullopt;
  }
  std::uint64_t v = 0;
  for (char c : text) {
    const auto digit = static_cast<std::uint64_t>(c - '0');
    if (v > (UINT64_MAX - digit) / 10) {
      why = "too large: takes " + range;
      return std::nullopt;
    }
    v = v * 10 + digit;
  }
  if (v < lo || v > hi) {
    why = (v < lo ? "too small: takes " : "too large: takes ") + range;
    return std::nullopt;
  }
  return v;
}

CLI::Validator whole_number(std::uint64_t lo, std::uint64_t hi) {
  return CLI::Validator(
      [lo, hi](std::string& text) -> std::string {
        std::string why;
        return parse_whole(text, lo, hi, why) ? std::string() : "'" + text + "': " + why;
      },
      "INT in [" + std::to_string(lo) + " - " + std::to_string(hi) + "]");
}

void add_log_level(CLI::App& app, std::string& level) {
  // Set as soon as the option is read, before any subcommand runs (and logs).
  app.add_option("--log-level", level, "trace, debug, info, warn, error, critical or off")
      ->check(CLI::IsMember({"trace", "debug", "info", "warn", "error", "critical", "off"}))
      ->capture_default_str()
      ->each([](const std::string& l) { spdlog::set_level(spdlog::level::from_str(l)); });
}

void log_to_stderr(const char* name) {
  spdlog::set_default_logger(spdlog::stderr_color_mt(name));
  spdlog::set_pattern(std::string(name) + ": [%l] %v");
  spdlog::set_level(spdlog::level::warn);
}

int parse_failure(CLI::App& app, const CLI::ParseError& e) { return app.exit(e) == 0 ? 0 : kUsageError; }

}  // namespace dm::tools
