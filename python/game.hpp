#pragma once
// A game as Python holds it: the engine's Game, the content it came from, and where its log
// lines go.
#include <optional>

#include "dm/game.hpp"
#include "python/bindings.hpp"

namespace dm::py {

class PyGame {
 public:
  // A new game of `format`, logged (when `log` is a list or a callable) from its game_start
  // line on, exactly as `dice play --log` writes it.
  static std::unique_ptr<PyGame> make(PyFormat& format, std::uint64_t seed, const std::vector<std::string>& teams,
                                      const std::vector<std::string>& agents, int turn_cap, pyb::object log);
  // A copy made by the engine (clone, observation): no log.
  PyGame(std::shared_ptr<Content> content, Game g) : content_(std::move(content)), g_(std::move(g)) {}

  Game& game() { return g_; }
  const Game& game() const { return g_; }
  const std::shared_ptr<Content>& content() const { return content_; }

  // Applies one option; raises IllegalChoice with the engine's reason (the game unchanged).
  void apply(int option);
  void apply(const std::string& key);
  PyGame clone() const { return PyGame(content_, Game(g_)); }
  // The sink captures `this`: a logged game is never moved or copied.
  PyGame(const PyGame&) = delete;
  PyGame& operator=(const PyGame&) = delete;
  PyGame(PyGame&& o) noexcept : content_(std::move(o.content_)), g_(std::move(o.g_)) { g_.set_log({}); }

 private:
  void set_log(pyb::object log);
  void after_change();  // the game_over line once the game ends; a failing log callable's error
  void write(const std::string& line);

  std::shared_ptr<Content> content_;
  Game g_;
  pyb::object log_;  // called with each line; None: no log
  bool over_written_ = false;
  std::optional<pyb::error_already_set> log_error_;
};

}  // namespace dm::py
