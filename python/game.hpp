#pragma once
// A game as Python holds it: the engine's match (of any game), what it was made from, and
// where its log lines go.
#include <optional>

#include "dm/match.hpp"
#include "python/bindings.hpp"

namespace dm::py {

class PyGame {
 public:
  // A new game of `format`, logged (when `log` is a list or a callable) from its game_start
  // line on, exactly as `dice play --log` writes it.
  static std::unique_ptr<PyGame> make(PyFormat& format, std::uint64_t seed, const std::vector<std::string>& teams,
                                      const std::vector<std::string>& agents, int turn_cap, pyb::object log);
  // A copy made by the engine (clone, observation): no log. `keep` is what the match's
  // content lives in (the card content, or the table), kept alive as long as the copy.
  PyGame(std::shared_ptr<const void> keep, std::unique_ptr<Match> m, std::shared_ptr<EngineLock> lock)
      : keep_(std::move(keep)), lock_(std::move(lock)), m_(std::move(m)) {}

  Match& match() { return *m_; }
  const Match& match() const { return *m_; }
  const std::shared_ptr<const void>& keep() const { return keep_; }
  // What a call on this game holds (shared by every game of the same content, clones too).
  EngineLock& lock() const { return *lock_; }
  const std::shared_ptr<EngineLock>& lock_ptr() const { return lock_; }

  // Applies one option; raises IllegalChoice with the engine's reason (the game unchanged).
  void apply(int option);
  void apply(const std::string& key);
  PyGame clone() const { return PyGame(keep_, m_->clone(), lock_); }
  // Raises what a log callable raised during a call that was not apply (an agent's query
  // that logged a script error, say), once.
  void raise_log_error();
  // The sink captures `this`: a logged game is never moved or copied.
  PyGame(const PyGame&) = delete;
  PyGame& operator=(const PyGame&) = delete;
  PyGame(PyGame&& o) noexcept : keep_(std::move(o.keep_)), lock_(std::move(o.lock_)), m_(std::move(o.m_)) {
    if (m_) m_->set_log({});
  }

 private:
  PyGame() = default;
  void set_log(pyb::object log);
  void after_change();  // the game_over line once the game ends; a failing log callable's error
  void write(const std::string& line);

  std::shared_ptr<const void> keep_;
  std::shared_ptr<EngineLock> lock_;
  std::unique_ptr<Match> m_;
  pyb::object log_;  // called with each line; None: no log
  bool over_written_ = false;
  std::optional<pyb::error_already_set> log_error_;
};

}  // namespace dm::py
