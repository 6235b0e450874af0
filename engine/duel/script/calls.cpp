// Hero scripts at run time (docs/hero-api.md): an effect's function after its fixed fields, the
// reactions offered each event, and follow-ups, a choice asked as a decision and answered by
// calling the function it names. Every call runs in the shared sandbox under its budgets,
// stateless; a failure is logged with the script's file and line and the game goes on.
#include <lua.hpp>
#include <nlohmann/json.hpp>

#include "dm/limits.hpp"
#include "engine/duel/script/api.hpp"
#include "engine/duel/script/host.hpp"
#include "engine/sandbox/plain_data.hpp"
#include "engine/text/json_text.hpp"

namespace dm::duel {

namespace {

// Calls of hero functions in one turn: a reaction that sets itself off, a follow-up that always
// asks again, would otherwise never let the game end (docs/limits.md, "Hero duel").
constexpr int kScriptCallsPerTurn = 200;
constexpr int kMaxNumbers = 20;   // choices a number follow-up offers
constexpr int kMaxMemo = 16;      // integers a follow-up passes on
constexpr std::size_t kMaxPrompt = 200;

const char* kChoiceNames[] = {"opponent", "die", "number", "yes/no"};

// What one call is given, built inside the protected call so that running out of memory
// there is a script error like any other.
struct Invocation {
  const HeroLua::Fn* fn = nullptr;
  int api = LUA_NOREF;
  PlayerId owner = kNone;
  const std::string* label = nullptr;
  const ScriptEvent* ev = nullptr;
  const FollowUp* answered = nullptr;
  int choice = 0;
};

void set_int(lua_State* L, const char* k, int v) {
  lua_pushinteger(L, v);
  lua_setfield(L, -2, k);
}

int entry(lua_State* L) {
  const auto* in = static_cast<const Invocation*>(lua_touserdata(L, 1));
  lua_settop(L, 0);
  lua_rawgeti(L, LUA_REGISTRYINDEX, in->fn->ref);
  lua_rawgeti(L, LUA_REGISTRYINDEX, in->api);
  // self: who runs it, what it is, what a follow-up passed on. Fresh each call: nothing a
  // script writes into it outlives the call.
  lua_createtable(L, 0, 5);
  set_int(L, "player", in->owner);
  lua_pushstring(L, in->label->c_str());
  lua_setfield(L, -2, "name");
  if (in->ev->tokens > 0) set_int(L, "tokens", in->ev->tokens);
  lua_createtable(L, in->answered ? static_cast<int>(in->answered->memo.size()) : 0, 0);
  if (in->answered)
    for (std::size_t i = 0; i < in->answered->memo.size(); ++i) lua_pushinteger(L, in->answered->memo[i]), lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  lua_setfield(L, -2, "memo");
  // ev: the event.
  const ScriptEvent& e = *in->ev;
  lua_createtable(L, 0, 7);
  lua_pushstring(L, e.kind);
  lua_setfield(L, -2, "kind");
  if (e.player != kNone) set_int(L, "player", e.player);
  if (e.source != kNone) set_int(L, "source", e.source);
  if (e.target != kNone) set_int(L, "target", e.target);
  if (e.amount != 0) set_int(L, "amount", e.amount);
  if (e.tokens != 0) set_int(L, "tokens", e.tokens);
  if (e.roll) lua_pushstring(L, e.roll), lua_setfield(L, -2, "roll");
  int nargs = 3;
  if (in->answered) {
    // The choice: a player, a die (1 to 5), a number, or true / false.
    if (in->answered->choice == Choice::YesNo) lua_pushboolean(L, in->choice != 0);
    else lua_pushinteger(L, in->answered->choice == Choice::Die ? in->choice + 1 : in->choice);
    lua_pushvalue(L, -1);
    lua_setfield(L, -4, "choice");
    nargs = 4;
  }
  lua_call(L, nargs, 1);
  return 1;
}

[[noreturn]] void bad(const HeroLua::Fn& f, const std::string& why) { throw script::ScriptError(f.file, f.line, why); }

std::optional<int> int_field(lua_State* L, int t, const char* k, const HeroLua::Fn& f) {
  lua_pushstring(L, k);
  lua_rawget(L, t);
  std::optional<int> out;
  if (lua_isinteger(L, -1) && lua_tointeger(L, -1) >= -999 && lua_tointeger(L, -1) <= 999) out = static_cast<int>(lua_tointeger(L, -1));
  else if (!lua_isnil(L, -1)) bad(f, std::string("a follow-up's '") + k + "' is a whole number from -999 to 999");
  lua_pop(L, 1);
  return out;
}

std::string text_field(lua_State* L, int t, const char* k, const HeroLua::Fn& f) {
  lua_pushstring(L, k);
  lua_rawget(L, t);
  std::string out;
  if (lua_type(L, -1) == LUA_TSTRING) out = lua_tostring(L, -1);
  else if (lua_type(L, -1) == LUA_TBOOLEAN && lua_toboolean(L, -1)) out = "true";
  else if (!lua_isnil(L, -1)) bad(f, std::string("a follow-up's '") + k + "' is text");
  lua_pop(L, 1);
  return out;
}

// The follow-up a function returned (the table on top of the stack).
// `opponent`: the owner's opponent now, who answers a follow-up asked `by = "opponent"`.
FollowUp read_follow_up(lua_State* L, const HeroLua& lua, int fn, PlayerId owner, PlayerId opponent, const std::string& label) {
  const HeroLua::Fn& f = lua.fn(fn);
  if (!lua_istable(L, -1)) bad(f, std::string("'") + f.name + "' returned " + luaL_typename(L, -1) + ": an effect returns nothing, or a follow-up { choose = ..., next = \"name\" }");
  script::check_plain_data(L, -1, f.file, "the follow-up");
  const int t = lua_gettop(L);
  FollowUp u;
  u.owner = owner;
  u.label = label;
  const std::string choose = text_field(L, t, "choose", f), ask = text_field(L, t, "ask", f);
  if (!ask.empty()) u.choice = Choice::YesNo;
  else if (choose == "opponent") u.choice = Choice::Opponent;
  else if (choose == "die") u.choice = Choice::Die;
  else if (choose == "number") u.choice = Choice::Number;
  else bad(f, "a follow-up asks { ask = true } (yes or no) or { choose = \"opponent\" | \"die\" | \"number\" }" + (choose.empty() ? std::string() : ", not '" + choose + "'"));
  const std::string by = text_field(L, t, "by", f);
  if (by == "opponent") u.chooser = opponent;
  else if (!by.empty() && by != "owner") bad(f, "a follow-up is answered by = \"owner\" (the default) or by = \"opponent\", not '" + by + "'");
  const std::string next = text_field(L, t, "next", f);
  if (next.empty()) bad(f, "a follow-up names the function to call with the choice: next = \"name\"");
  u.next = lua.sibling(fn, next);
  if (u.next < 0) bad(f, "the follow-up's next = \"" + next + "\" names no function of " + label + "'s table");
  if (u.choice == Choice::Number) {
    u.lo = int_field(L, t, "min", f).value_or(1);
    u.hi = int_field(L, t, "max", f).value_or(6);
    if (u.lo < 0 || u.hi < u.lo || u.hi - u.lo >= kMaxNumbers)
      bad(f, "a number follow-up offers min to max: 0 or more, at most " + std::to_string(kMaxNumbers) + " numbers (" + std::to_string(u.lo) + " to " + std::to_string(u.hi) + ")");
  }
  u.prompt = text_field(L, t, "prompt", f);
  if (u.prompt.size() > kMaxPrompt) bad(f, "a follow-up's prompt is at most " + std::to_string(kMaxPrompt) + " bytes");
  lua_pushstring(L, "memo");
  if (lua_rawget(L, t) == LUA_TTABLE) {
    const auto n = static_cast<lua_Integer>(lua_rawlen(L, -1));
    if (n > kMaxMemo) bad(f, "a follow-up's memo holds at most " + std::to_string(kMaxMemo) + " whole numbers");
    for (lua_Integer i = 1; i <= n; ++i) {
      lua_rawgeti(L, -1, i);
      if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < -1'000'000 || lua_tointeger(L, -1) > 1'000'000)
        bad(f, "a follow-up's memo is a list of whole numbers (-1000000 to 1000000)");
      u.memo.push_back(static_cast<int>(lua_tointeger(L, -1)));
      lua_pop(L, 1);
    }
  } else if (!lua_isnil(L, -1)) {
    bad(f, "a follow-up's memo is a list of whole numbers");
  }
  lua_pop(L, 1);
  return u;
}

}  // namespace

std::vector<PlayerId> Steps::opponents_of(PlayerId p) const {
  // The players of other sides still standing (a teammate is no opponent, a fallen hero no
  // target), as the rules aim abilities.
  std::vector<PlayerId> out;
  for (PlayerId q = 0; q < static_cast<PlayerId>(s.players.size()); ++q)
    if (m.side_of(q) != m.side_of(p) && !m.out(q)) out.push_back(q);
  return out;
}

void Steps::narrate(PlayerId owner, const std::string& label, const std::string& did) {
  if (m.logging()) m.log_line(json_text(nlohmann::json{{"type", "script"}, {"player", owner}, {"what", label}, {"did", did}}));
}

void Steps::script_limit(const std::string& why) {
  if (s.over) return;
  s.over = true;
  s.phase = Phase::Over;
  s.winner = kNone;
  s.reason = "script_limit";
  s.pending = Decision{};
  if (m.logging()) m.log_line(json_text(nlohmann::json{{"type", "script_limit"}, {"why", why}}));
}

namespace {

// One call of a hero function inside the sandbox's protected call. Returns false on an error,
// with `error`, `file` and `line` set (the function's own place when the error names none);
// the result is left on the stack for `read`, the stack restored afterwards.
template <class Read>
bool invoke(Steps& st, const Invocation& in, bool query, std::string& error, std::string& file, int& line, Read read) {
  HeroLua& lua = *st.c.lua;
  script::Sandbox& sb = lua.sandbox();
  lua_State* L = sb.L();
  const int top = lua_gettop(L);
  ScriptCall call{&st, in.owner, in.label, query};
  current_script_call() = &call;
  // math.random draws from the game's own generator.
  sb.set_random([&st](std::uint64_t bound) { return st.s.chance.below(bound); });
  file = in.fn->file, line = in.fn->line;
  try {
    lua_pushcfunction(L, entry);
    lua_pushlightuserdata(L, const_cast<Invocation*>(&in));
    sb.call(1, 1);
    read(L);
  } catch (const script::ScriptError& e) {
    error = e.message.empty() ? e.what() : e.message;
    if (!e.file.empty()) file = e.file, line = e.line;
  }
  current_script_call() = nullptr;
  lua_settop(L, top);
  return error.empty();
}

}  // namespace

// What the effect did before the error stands; a follow-up is dropped; the game goes on.
void Steps::script_failed(PlayerId owner, const std::string& label, const std::string& file, int line, const std::string& error) {
  ++s.script_errors;
  if (m.logging())
    m.log_line(json_text(nlohmann::json{{"type", "script_error"}, {"player", owner}, {"what", label}, {"file", file}, {"line", line}, {"message", error}}));
  if (s.script_errors > static_cast<int>(limits::kScriptErrorsPerGame))
    script_limit("more than " + std::to_string(limits::kScriptErrorsPerGame) + " hero script errors (the last: " + file + ":" + std::to_string(line) + ")");
}

bool Steps::script_budget(const std::string& label) {
  if (++s.script_calls <= kScriptCallsPerTurn) return true;
  script_limit("more than " + std::to_string(kScriptCallsPerTurn) + " hero script calls in one turn (" + label + ")");
  return false;
}

void Steps::call_script(PlayerId owner, int fn, const std::string& label, const ScriptEvent& ev, const FollowUp* answered, int choice) {
  if (!c.lua || fn < 0 || s.over || current_script_call()) return;  // no script runs inside another
  if (!script_budget(label)) return;
  const HeroLua& lua = *c.lua;
  const Invocation in{&lua.fn(fn), lua.api_ref(), owner, &label, &ev, answered, choice};
  std::optional<FollowUp> next;
  std::string error, file;
  int line = 0;
  if (!invoke(*this, in, false, error, file, line, [&](lua_State* L) {
        if (!lua_isnil(L, -1)) next = read_follow_up(L, lua, fn, owner, opponent(owner), label);
      }))
    return script_failed(owner, label, file, line, error);
  if (next && !s.over) {
    // A choice asked by a continuation comes before those queued by other effects.
    if (answered) s.follow.insert(s.follow.begin(), std::move(*next));
    else s.follow.push_back(std::move(*next));
  }
}

void Steps::react(On on, const ScriptEvent& ev) {
  if (!c.lua || s.over || current_script_call()) return;
  // The active player's reactions first, then around the table.
  const int n = static_cast<int>(s.players.size());
  for (int i = 0; i < n && !s.over; ++i) {
    const PlayerId p = (s.active + i) % n;
    for (const Reaction& r : m.hero(p).reactions) {
      if (r.on != on || s.over) continue;
      if (r.condition >= 0) {
        // A condition only reads: run as a query, its truth the answer (an error: false).
        if (!script_budget(r.name)) return;
        const Invocation in{&c.lua->fn(r.condition), c.lua->api_ref(), p, &r.name, &ev, nullptr, 0};
        bool yes = false;
        std::string error, file;
        int line = 0;
        if (!invoke(*this, in, true, error, file, line, [&](lua_State* L) { yes = lua_toboolean(L, -1); })) script_failed(p, r.name, file, line, error);
        if (!yes) continue;
      }
      if (m.logging()) m.log_line(json_text(nlohmann::json{{"type", "reaction"}, {"player", p}, {"what", r.name}, {"on", std::string(to_string(on))}}));
      call_script(p, r.effect, r.name, ev);
    }
  }
}

void Steps::hooks(On on) {
  ScriptEvent ev;
  ev.player = s.active;
  switch (on) {
    case On::Upkeep: ev.kind = "upkeep"; break;
    case On::AttackDeclared:
      ev.kind = "attack_declared", ev.target = s.attack.target, ev.amount = s.attack.incoming;
      break;
    case On::RollDone:
      ev.kind = "roll_done";
      // The defensive roll is made as the respond phase opens; the offensive one before selection.
      if (s.phase == Phase::Respond) ev.player = s.attack.target, ev.roll = "defensive";
      else ev.roll = "offensive";
      break;
    case On::Damaged: return;  // damaged() tells who and how much
  }
  react(on, ev);
}

void Steps::damaged(PlayerId p, int amount, PlayerId source) {
  ScriptEvent ev;
  ev.kind = "damaged", ev.player = p, ev.source = source, ev.amount = amount;
  react(On::Damaged, ev);
}

void Steps::status_upkeep(int status, int tokens) {
  if (s.over) return;
  ScriptEvent ev;
  ev.kind = "upkeep", ev.player = s.active, ev.tokens = tokens;
  const Status& S = c.statuses[static_cast<std::size_t>(status)];
  call_script(s.active, S.upkeep.script, S.name, ev);
}

bool Steps::ask_follow() {
  if (s.follow.empty()) return false;
  const FollowUp& u = s.follow.front();
  std::vector<Option> opts;
  switch (u.choice) {
    case Choice::Opponent:
      for (PlayerId p : opponents_of(u.owner)) opts.push_back({Verb::Choose, p, -1});
      break;
    case Choice::Die:
      for (std::size_t i = 0; i < pl(u.owner).dice.size(); ++i) opts.push_back({Verb::Choose, static_cast<int>(i), -1});
      break;
    case Choice::Number:
      for (int v = u.lo; v <= u.hi; ++v) opts.push_back({Verb::Choose, v, -1});
      break;
    case Choice::YesNo:
      opts.push_back({Verb::Choose, 1, -1});
      opts.push_back({Verb::Choose, 0, -1});
      break;
  }
  // A chooser fallen since the request was made leaves the choice to the owner.
  ask(Kind::Choose, u.chooser != kNone && !m.out(u.chooser) ? u.chooser : u.owner, std::move(opts));
  return true;
}

void Steps::answer_follow(int value) {
  // (The choice itself is logged as every decision is.)
  const FollowUp u = std::move(s.follow.front());
  s.follow.erase(s.follow.begin());
  call_script(u.owner, u.next, u.label, ScriptEvent{}, &u, value);
}

std::string choice_key(const State& s, const Option& o) {
  switch (s.follow.empty() ? Choice::Number : s.follow.front().choice) {
    case Choice::YesNo: return o.a ? "choose:yes" : "choose:no";
    case Choice::Opponent: return "choose:P" + std::to_string(o.a + 1);
    case Choice::Die: return "choose:die" + std::to_string(o.a + 1);
    case Choice::Number: break;
  }
  return "choose:" + std::to_string(o.a);
}

std::string choice_label(const DuelMatch& m, const Option& o) {
  const State& s = m.state();
  if (s.follow.empty()) return std::to_string(o.a);
  const FollowUp& u = s.follow.front();
  switch (u.choice) {
    case Choice::YesNo: return o.a ? "yes" : "no";
    case Choice::Opponent: return "P" + std::to_string(o.a + 1) + " (" + m.hero(o.a).name + ", health " + std::to_string(s.players[static_cast<std::size_t>(o.a)].health) + ")";
    case Choice::Die: {
      const Face f = m.faces_of(u.owner)[static_cast<std::size_t>(o.a)];
      return "die " + std::to_string(o.a + 1) + " (showing " + std::to_string(f.value) +
             (f.symbol < 0 ? "" : " " + m.hero(u.owner).symbols[static_cast<std::size_t>(f.symbol)]) + ")";
    }
    case Choice::Number: break;
  }
  return std::to_string(o.a);
}

std::string choice_prompt(const DuelMatch& m) {
  const State& s = m.state();
  if (s.follow.empty()) return "";
  const FollowUp& u = s.follow.front();
  // Asked of another player: whose effect it is.
  const std::string whose = u.chooser != kNone && u.chooser != u.owner ? "P" + std::to_string(u.owner + 1) + "'s " : "";
  return whose + u.label + ": " + (u.prompt.empty() ? std::string("choose ") + (u.choice == Choice::YesNo ? "yes or no" : std::string("a") + (u.choice == Choice::Opponent ? "n " : " ") + kChoiceNames[static_cast<int>(u.choice)]) : u.prompt);
}

}  // namespace dm::duel
