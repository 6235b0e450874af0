#pragma once
// One game played through `dice serve`: its table, its match, a person or an agent at each
// seat, what it has told, and its viewer page as it stands. Everything a person asks of it
// (the view, the narration, the page) is answered from what was published after the last
// move, so a request never waits for an agent that is thinking; the agents move on the
// server's own threads (agent_pool.hpp), one move at a time.
//
// The game is the list of answers given since its seed: undo shortens the list and plays the
// rest again, and a replay file is that list written down. So a game is the same whichever
// way it got there, as it is for every other way of playing.
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "dm/agent.hpp"
#include "dm/games.hpp"
#include "dm/match.hpp"
#include "engine/view/game_view.hpp"

namespace dm::serve {

// A request refused, with the HTTP status it is answered with and why.
struct Refusal {
  int status = 400;
  std::string why;
};

// What a game is started with, as POST /api/games takes it (validated by new_game).
struct GameRequest {
  std::string format;
  std::string game;       // the game the format sets up
  FormatOptions options;  // with the players option when `players` was given
  std::uint64_t seed = 0;
  std::vector<std::string> seats;  // "human" or an agent spec, one per seat
  int step_ms = 0;                 // a pause after each agent's move, to watch them play
};

// The seat name of a person.
inline constexpr const char* kHuman = "human";

class ServedGame {
 public:
  // Opens the format and starts the game (not yet handed to the agents). Throws Refusal.
  ServedGame(std::string id, GameRequest request);
  ~ServedGame();
  ServedGame(const ServedGame&) = delete;
  ServedGame& operator=(const ServedGame&) = delete;

  const std::string& id() const { return id_; }
  const GameRequest& request() const { return request_; }

  // --- answered from what was published (never waits for an agent) ---
  // The game as the person to move may see it, with the narration from line `since` on.
  nlohmann::json view(std::size_t since) const;
  // The viewer page of the game so far (the game's own table script draws it).
  std::string page() const;
  // The log, JSON lines: once the game is over, or at any time in a game of agents alone.
  std::string log(std::optional<Refusal>& refused) const;
  // Whether an agent is to move (the agent pool should be asked to play).
  bool agent_to_move() const;

  // --- moves ---
  // A person's answer by key; refused (changing nothing) when no person is to move or no option
  // has the key.
  std::optional<Refusal> choose(const std::string& key);
  // Back to before the last answer a person gave (with everything the agents played after it).
  std::optional<Refusal> undo();
  // One move of the agent to move, if one is; returns whether an agent is to move after it.
  bool play_agent();
  // The replay file of the finished game (dice replay plays it); refused before the end.
  std::string replay(std::optional<Refusal>& refused);

  // When a request last touched it: games left alone for long are dropped.
  std::chrono::steady_clock::time_point last_used() const;
  void touch();

 private:
  // Plays the game from its seed through the first `answers` answers of history_, with a new
  // log, narration and page: how it starts, and how undo goes back.
  void replay_to(std::size_t answers);
  // Applies and records an answer (under game_mu_); the game's refusal, changing nothing.
  std::optional<std::string> apply_answer(int option);
  void publish();                 // the view of the game as it now stands; under game_mu_
  void fail(const std::string& why);  // a game whose scripts or agent failed ends here

  const std::string id_;
  GameRequest request_;  // its seats completed to one a seat as the game starts
  const view::GameView& shown_;

  // The game itself, and who plays it: changed only under game_mu_.
  mutable std::mutex game_mu_;
  std::unique_ptr<Table> table_;
  std::unique_ptr<Match> match_;
  std::vector<std::unique_ptr<Agent>> agents_;  // null for a person's seat
  std::vector<int> history_;                    // every answer given, by option index
  std::vector<std::size_t> person_answers_;     // where in history_ a person answered

  // What is published for requests: changed under view_mu_, which is only ever held briefly.
  mutable std::mutex view_mu_;
  nlohmann::json published_ = nlohmann::json::object();  // the view without its narration
  std::vector<std::string> narration_;    // every line told, in order
  std::vector<std::string> log_;          // the log's lines
  std::unique_ptr<view::PageRecorder> recorder_;  // the viewer page, step by step
  std::string error_;                     // why the game stopped, when it failed
  std::chrono::steady_clock::time_point used_;
};

// Checks a POST /api/games body as the CLI checks its options: a format of the data folder by
// name (never a path), its options, players, seed and one seat each. Throws Refusal.
GameRequest game_request(const nlohmann::json& body);

}  // namespace dm::serve
