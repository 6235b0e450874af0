#pragma once
// The Lua state the hero scripts' functions live in (docs/hero-api.md): the shared sandbox the
// format and hero scripts ran in, kept for the table's life, with every function a declaration
// carries held by reference. A declaration is one table (an ability, a level, a card, a status's
// upkeep or spend, a reaction): a follow-up's `next` names a function of the same table.
// Internal to dm_duel.
#include <lua.hpp>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "dm/duel.hpp"
#include "engine/sandbox/sandbox.hpp"

namespace dm::duel {

class HeroLua {
 public:
  struct Fn {
    int ref = LUA_NOREF;  // in the sandbox's registry
    int decl = -1;        // the table it was read from
    std::string name;     // its key there ("effect", "pick")
    std::string file;     // the hero script
    int line = 0;         // where it is defined
    std::string text;     // what it does, in words (its table's `text`), for options and cards
  };

  HeroLua();
  ~HeroLua();
  HeroLua(const HeroLua&) = delete;
  HeroLua& operator=(const HeroLua&) = delete;

  script::Sandbox& sandbox() { return *sb_; }
  bool empty() const { return fns_.empty(); }
  const Fn& fn(int i) const { return fns_[static_cast<std::size_t>(i)]; }
  // The function `name` of the declaration `decl` belongs to, or -1.
  int sibling(int fn, const std::string& name) const;

  // Every function-valued field of the table on top of the stack, as one declaration; returns
  // the index of the one named `key` (-1 when it has none). `what` names the table for errors.
  int declare(const std::string& file, const std::string& key);
  void set_text(int fn, std::string text) { fns_[static_cast<std::size_t>(fn)].text = std::move(text); }
  // Each `next = "name"` the functions of the table on top of the stack write as constants,
  // with its line, that names no function of the table.
  std::vector<std::pair<std::string, int>> missing_next(const std::string& file);
  // Once every hero is read: everything scripts can reach becomes read-only.
  void seal();
  bool words_installed = false;  // the declaration words (format_script.cpp)

  // For the calls (calls.cpp): the read-only `g` proxy.
  int api_ref() const { return api_; }

 private:
  std::unique_ptr<script::Sandbox> sb_;
  std::vector<Fn> fns_;
  std::vector<std::map<std::string, int>> decls_;  // by declaration: name -> fn
  int api_ = LUA_NOREF;
};

}  // namespace dm::duel
