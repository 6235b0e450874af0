#pragma once
// The English renderer's parts, one file per concern (private to dsl/render_english*.cpp):
//   render_english.cpp             whole abilities: labels, lead-ins, costs and triggers; the
//                                  words every part uses (numbers, capitals, lists, zone names)
//   render_english_selectors.cpp   noun phrases for selectors, whose dice they are; conditions
//   render_english_statements.cpp  one clause per statement, keywords and player flags
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "dsl/ast.hpp"

namespace dm::dsl::english {

// Words every part uses (render_english.cpp).
std::string number_word(int n);
void capitalize_first(std::string& s, std::size_t from = 0);
std::string join_and(const std::vector<std::string>& parts);
std::string words_of(const std::vector<std::string>& parts);
std::string zone_display(const std::string& zone);

// You, your opponent, each player, target opponent... (render_english_selectors.cpp).
bool is_player(const Selector& s);

enum class Side { Unknown, Yours, Theirs };

class English {
 public:
  English(const Card* card, bool timed) : card_(card), timed_(timed) {}

  std::string title() const { return card_ ? card_->title : "this die"; }

  // ------------------------------------------------ selectors (render_english_selectors.cpp)
  std::string selector(const Selector& s, bool bare = false);
  std::string set_phrase(const Selector& s, bool bare);
  Side side_of(const Selector& s) const;
  std::string destination(const Selector* s, const std::string& zone);
  void remember(const std::shared_ptr<Selector>& s);

  // ------------------------------------------------ conditions (render_english_selectors.cpp)
  std::string cond(const Cond& c, bool nested = false);
  static bool all_this_is(const Cond& c);
  static std::string join_or(const std::vector<std::string>& parts);
  std::string negated(const Cond& c);
  std::string existential(const Selector& s);

  // ------------------------------------------------ statements (render_english_statements.cpp)
  struct Subject {
    std::string text;
    std::string object;   // after "have": "have them gain Overcrush"
    bool plural = false;  // takes the plain verb: "you gain", "your characters get"
    bool you = false;
  };

  Subject subject(const Selector& s);
  static std::string verb(const Subject& su, const std::string& third, const std::string& plain);
  std::string amount_tail(const Amount& a);
  std::string stat_phrase(const Amount& a);
  std::string bonus(const Stmt& s);

  // What a die keyword does to its subject, as a verb phrase: "gains Overcrush", "can't block".
  struct Predicate {
    std::string third, plain;
    bool gains = false;  // merges with the next "gains ..."
    bool timed = true;   // takes "until end of turn"
  };

  Predicate die_predicate(const std::string& w);
  std::string possessive(const Subject& su);
  std::string player_flag(const Subject& su, const std::string& w, int value, bool may);
  std::string grant(const Stmt& s, bool may);
  std::string life(const Stmt& s, bool may);
  std::string stmt(const Stmt& s, bool may = false);
  std::string body(const std::vector<Stmt>& b, bool may = false);

  // ------------------------------------------------ costs and triggers (render_english.cpp)
  static std::string cost(const Cost& c);
  std::string trigger(const Ability& h);

 private:
  const Card* card_;
  bool timed_;
  Side last_side_ = Side::Unknown;
};

}  // namespace dm::dsl::english
