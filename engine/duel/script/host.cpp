#include "engine/duel/script/host.hpp"

#include <algorithm>
#include <functional>

#include "engine/duel/script/api.hpp"
#include "engine/sandbox/stateless.hpp"

namespace dm::duel {

HeroLua::HeroLua() : sb_(std::make_unique<script::Sandbox>()) {
  lua_State* L = sb_->L();
  push_api(L);
  api_ = luaL_ref(L, LUA_REGISTRYINDEX);
}

HeroLua::~HeroLua() = default;

int HeroLua::sibling(int fn, const std::string& name) const {
  const auto& d = decls_[static_cast<std::size_t>(fns_[static_cast<std::size_t>(fn)].decl)];
  const auto it = d.find(name);
  return it == d.end() ? -1 : it->second;
}

int HeroLua::declare(const std::string& file, const std::string& key) {
  lua_State* L = sb_->L();
  const int t = lua_gettop(L);
  const int decl = static_cast<int>(decls_.size());
  decls_.emplace_back();
  int found = -1;
  lua_pushnil(L);
  while (lua_next(L, t)) {
    if (lua_type(L, -2) == LUA_TSTRING && lua_isfunction(L, -1)) {
      Fn f;
      f.decl = decl;
      f.name = lua_tostring(L, -2);
      f.file = file;
      lua_Debug ar;
      lua_pushvalue(L, -1);
      if (lua_getinfo(L, ">S", &ar)) f.line = ar.linedefined;
      lua_pushvalue(L, -1);
      f.ref = luaL_ref(L, LUA_REGISTRYINDEX);
      if (f.name == key) found = static_cast<int>(fns_.size());
      decls_.back()[f.name] = static_cast<int>(fns_.size());
      fns_.push_back(std::move(f));
    }
    lua_pop(L, 1);
  }
  return found;
}

std::vector<std::pair<std::string, int>> HeroLua::missing_next(const std::string& file) {
  lua_State* L = sb_->L();
  const int t = lua_gettop(L);
  std::vector<std::string> names;
  lua_pushnil(L);
  while (lua_next(L, t)) {
    if (lua_type(L, -2) == LUA_TSTRING && lua_isfunction(L, -1)) names.emplace_back(lua_tostring(L, -2));
    lua_pop(L, 1);
  }
  std::vector<std::pair<std::string, int>> out;
  lua_pushnil(L);
  while (lua_next(L, t)) {
    if (lua_isfunction(L, -1) && !lua_iscfunction(L, -1)) {
      const script::bytecode::Proto p = script::bytecode::parse(script::bytecode::dump_top(L, file), file);
      // `{ ..., next = "pick" }` compiles to SETFIELD with the constant key "next" and, its k
      // bit set, a constant value: every one is read, in this function and those it holds.
      std::function<void(const script::bytecode::Proto&)> walk = [&](const script::bytecode::Proto& q) {
        for (std::size_t pc = 0; pc < q.code.size(); ++pc) {
          const std::uint32_t ins = q.code[pc];
          if (script::bytecode::op(ins) != script::bytecode::kSetField || !((ins >> 15) & 1u)) continue;
          const auto key = static_cast<std::size_t>(script::bytecode::arg_b(ins));
          const auto val = static_cast<std::size_t>(script::bytecode::arg_c(ins));
          if (key >= q.strings.size() || !q.strings[key] || *q.strings[key] != "next") continue;
          if (val >= q.strings.size() || !q.strings[val]) continue;
          const std::string& name = *q.strings[val];
          if (std::find(names.begin(), names.end(), name) == names.end())
            out.emplace_back(name, pc < q.lines.size() ? q.lines[pc] : q.linedefined);
        }
        for (const auto& inner : q.protos) walk(inner);
      };
      walk(p);
    }
    lua_pop(L, 1);
  }
  return out;
}

void HeroLua::seal() {
  lua_State* L = sb_->L();
  // The functions, and through their upvalues the environments they run in.
  lua_createtable(L, static_cast<int>(fns_.size()), 0);
  for (std::size_t i = 0; i < fns_.size(); ++i) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, fns_[i].ref);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  sb_->freeze(lua_gettop(L));
  lua_pop(L, 1);
}

}  // namespace dm::duel
