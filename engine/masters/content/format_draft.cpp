// Drafting formats: the `draft` table of a format script (start, next, choose, and where packs
// come from), and the DraftProcedure that runs it for the kernel. The script works on a plain
// table copied from GameState::draft and copied back, checked field by field, after each call;
// it keeps nothing between calls, and its chance is the game's.
#include <algorithm>
#include <string_view>
#include <unordered_map>

#include "engine/masters/content/format_impl.hpp"
#include "engine/sandbox/plain_data.hpp"
#include "engine/sandbox/sandbox_stdlib.hpp"

namespace dm {

namespace {

const std::vector<std::string> kDraftKeys = {"seats", "packs", "start", "next", "choose"};
const std::vector<std::string> kPackKeys = {"sets", "slots"};
const std::vector<std::string> kStateKeys = {"seats", "piles", "drafters", "basic_actions", "basic_dice", "vars"};
const std::vector<std::string> kPileKeys = {"holder", "secret", "cards"};
const std::vector<std::string> kSeatKeys = {"drafted", "team", "basic_actions"};

// How the script names the verbs of draft options: { "pick", "avx-001" }, { "dice", 2 }.
struct VerbName {
  Verb verb;
  const char* name;
  enum class Arg { None, Card, Pile, Count } arg;
};
constexpr VerbName kVerbs[] = {{Verb::Pick, "pick", VerbName::Arg::Card},       {Verb::Stack, "stack", VerbName::Arg::Pile},
                               {Verb::Dice, "dice", VerbName::Arg::Count},       {Verb::Keep, "keep", VerbName::Arg::Card},
                               {Verb::BasicAction, "basic", VerbName::Arg::Card}, {Verb::Done, "done", VerbName::Arg::None},
                               {Verb::Pass, "pass", VerbName::Arg::None}};
constexpr std::size_t kMaxCards = 20000;  // cards in all piles and pools together

// Tables from the script are read raw: a metamethod would run its code outside any budget.
int rawfield(lua_State* L, int idx, const char* name) {
  const int t = lua_absindex(L, idx);
  lua_pushstring(L, name);
  return lua_rawget(L, t);
}

// Where in what a script returned a value was read, written out only for an error: the state
// comes back after every call, with every card of every pile, and naming each place as it is
// read made more text than the reading itself. `at` (from 1) follows `name` as "[at]", or after
// it plainly when `plain`.
struct Where {
  const Where* in = nullptr;         // the place it is in
  const std::string* root = nullptr;  // or, outermost, the text it starts with
  const char* name = "";
  lua_Integer at = 0;  // 0: none
  bool plain = false;
  std::string text() const {
    std::string t = in ? in->text() : root ? *root : std::string();
    t += name;
    if (at > 0) t += plain ? std::to_string(at) : "[" + std::to_string(at) + "]";
    return t;
  }
};

std::string text_of(const std::string& what) { return what; }
std::string text_of(const Where& what) { return what.text(); }

// Keys of the table on top must be among `known`.
template <class What>
void strict_keys(lua_State* L, const std::vector<std::string>& known, const What& what) {
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    lua_pop(L, 1);
    const std::string k = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : std::string("(not a name)");
    if (std::find(known.begin(), known.end(), k) == known.end()) {
      lua_pop(L, 1);
      const std::string hint = did_you_mean(k, known);
      throw DraftError(text_of(what) + ": unknown key '" + k + "'" + (hint.empty() ? "" : " (" + hint + ")"));
    }
  }
}

class LuaDraft final : public DraftProcedure {
 public:
  LuaDraft(std::shared_ptr<Format::Impl> m, std::vector<std::vector<int>> pinned)
      : m_(std::move(m)), pinned_(std::move(pinned)) {
    for (int i = 0; i < m_->library->size(); ++i) ids_.emplace(m_->library->at(i).id, i);
    lua_State* L = m_->sb.L();
    m_->push_id_strings();
    for (int i = 0; i < m_->library->size(); ++i) {
      if (m_->library->at(i).kind == CardKind::Sidekick) continue;  // refused by card(), with why
      lua_rawgeti(L, -1, i + 1);
      handed_.emplace(lua_tostring(L, -1), i);
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
  }

  void start(GameState& s) const override {
    DraftState d = s.draft;
    Rng rng = s.chance.rng;
    Call c(*this, "start", rng);
    lua_State* L = c.L;
    push_state(L, d);
    const int state = lua_gettop(L);  // kept below the call, to read back
    c.push_fn();
    lua_pushvalue(L, state);
    m_->push_pool();
    Packs packs{this, &rng, 0};
    lua_pushlightuserdata(L, &packs);
    lua_pushcclosure(L, script::stdlib::guarded<&LuaDraft::open_pack>, 1);
    c.run(3, 0);
    read_state(L, state, d, "draft.start");
    s.draft = std::move(d);
    s.chance.rng = rng;
  }

  std::string check(const GameState& s) const override {
    Format f = FormatAccess::view(m_);
    std::vector<TeamList> playing;
    std::vector<TeamProblem> problems;
    for (PlayerId p = 0; p < static_cast<PlayerId>(s.draft.drafters.size()); ++p) {
      TeamList t = f.drafted_team(s, p);
      if (p < m_->players) playing.push_back(std::move(t));
      else
        for (auto& problem : f.check_team(t)) problems.push_back(std::move(problem));
    }
    for (auto& problem : f.check_teams(playing)) problems.push_back(std::move(problem));
    if (problems.empty()) return {};
    std::string text = "the teams it built break the format's rules: " + problems.front().text();
    if (problems.size() > 1) text += " (and " + std::to_string(problems.size() - 1) + " more)";
    return text;
  }

  bool next(const GameState& s, DraftAsk& out) const override {
    Rng rng = s.chance.rng;  // the next decision may look at chance; it never moves the game's
    Call c(*this, "next", rng);
    lua_State* L = c.L;
    c.push_fn();
    push_state(L, s.draft);
    m_->push_pool();
    c.run(2, 1);
    if (lua_isnil(L, -1) || (lua_isboolean(L, -1) && !lua_toboolean(L, -1))) return false;
    const std::string what = m_->file + ": draft.next";
    if (!lua_istable(L, -1)) throw DraftError(what + " returns nil (the draft is over) or { seat, prompt, options }");
    strict_keys(L, {"seat", "prompt", "options"}, what);
    rawfield(L, -1, "seat");
    if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > s.draft.seats)
      throw DraftError(what + ": 'seat' is a seat from 1 to " + std::to_string(s.draft.seats));
    out.seat = static_cast<PlayerId>(lua_tointeger(L, -1) - 1);
    lua_pop(L, 1);
    rawfield(L, -1, "prompt");
    out.prompt = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "draft";
    lua_pop(L, 1);
    rawfield(L, -1, "options");
    if (!lua_istable(L, -1)) throw DraftError(what + ": 'options' is a list such as { { \"pick\", \"avx-001\" }, { \"done\" } }");
    const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, -1));
    if (n < 1 || n > 5000) throw DraftError(what + ": " + std::to_string(n) + " options (1 to 5000)");
    const Where next_where{nullptr, &what};
    for (lua_Integer i = 1; i <= n; ++i) {
      lua_rawgeti(L, -1, i);
      Option o = read_choice(L, s.draft, Where{&next_where, nullptr, " option ", i, true});
      lua_pop(L, 1);
      // Offered twice: a few dozen options at most in practice, looked over in place.
      if (std::any_of(out.options.begin(), out.options.end(), [&](const Option& x) { return x.verb == o.verb && x.a == o.a; }))
        throw DraftError(what + ": option " + std::to_string(i) + " is offered twice");
      out.options.push_back(o);
    }
    return true;
  }

  void choose(GameState& s, PlayerId seat, const Option& o) const override {
    DraftState d = s.draft;
    Rng rng = s.chance.rng;
    Call c(*this, "choose", rng);
    lua_State* L = c.L;
    push_state(L, d);
    const int state = lua_gettop(L);
    c.push_fn();
    lua_pushvalue(L, state);
    lua_pushinteger(L, seat + 1);
    push_choice(L, o);
    m_->push_pool();
    c.run(4, 0);
    read_state(L, state, d, "draft.choose");
    s.draft = std::move(d);
    s.chance.rng = rng;
  }

  // Pack opening for draft.start: pinned packs first, then the format's own.
  struct Packs {
    const LuaDraft* draft;
    Rng* rng;
    std::size_t next;  // pinned packs opened so far
  };
  static int open_pack(lua_State* L) {
    auto* p = static_cast<Packs*>(lua_touserdata(L, lua_upvalueindex(1)));
    const LuaDraft& d = *p->draft;
    std::vector<int> pack;
    if (p->next < d.pinned_.size()) pack = d.pinned_[p->next++];
    else if (d.m_->packs) pack = d.m_->packs->open(*p->rng);
    else throw std::runtime_error("this format declares no packs (draft.packs)");
    lua_createtable(L, static_cast<int>(pack.size()), 0);
    for (std::size_t i = 0; i < pack.size(); ++i) {
      d.m_->push_id(pack[i]);
      lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
    return 1;
  }

 private:
  // One call of draft.<fn>: the function on the stack, math.random drawing from `rng`, and
  // the stack and random source put back however it ends.
  struct Call {
    const LuaDraft& d;
    lua_State* L;
    int top;
    std::string fn;
    Call(const LuaDraft& draft, const char* name, Rng& rng) : d(draft), L(draft.m_->sb.L()), top(lua_gettop(L)), fn(name) {
      d.m_->draw = &rng;
    }
    // The script's function, on top of the stack (its table is frozen: read through it).
    void push_fn() {
      lua_rawgeti(L, LUA_REGISTRYINDEX, d.m_->table);
      lua_getfield(L, -1, "draft");
      lua_getfield(L, -1, fn.c_str());
      lua_remove(L, -2);
      lua_remove(L, -2);
    }
    ~Call() {
      d.m_->draw = &d.m_->rng;
      lua_settop(L, top);
    }
    void run(int nargs, int nresults) {
      try {
        d.m_->sb.call(nargs, nresults);
        for (int i = 0; i < nresults; ++i)
          script::check_plain_data(L, -1 - i, d.m_->file, "what draft." + fn + " returned");
      } catch (const script::ScriptError& e) {
        throw DraftError(std::string(e.what()) + " (in draft." + fn + ")");
      }
    }
  };

  void push_state(lua_State* L, const DraftState& d) const {
    lua_createtable(L, 0, 6);
    lua_pushinteger(L, d.seats);
    lua_setfield(L, -2, "seats");
    lua_pushinteger(L, d.basic_dice);
    lua_setfield(L, -2, "basic_dice");
    m_->push_ids(d.basic_actions);
    lua_setfield(L, -2, "basic_actions");
    lua_createtable(L, static_cast<int>(d.piles.size()), 0);
    for (std::size_t i = 0; i < d.piles.size(); ++i) {
      const DraftPile& p = d.piles[i];
      lua_createtable(L, 0, 3);
      if (p.holder != kNone) {
        lua_pushinteger(L, p.holder + 1);
        lua_setfield(L, -2, "holder");
      }
      lua_pushboolean(L, p.secret);
      lua_setfield(L, -2, "secret");
      m_->push_ids(p.cards);
      lua_setfield(L, -2, "cards");
      lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
    lua_setfield(L, -2, "piles");
    lua_createtable(L, static_cast<int>(d.drafters.size()), 0);
    for (std::size_t i = 0; i < d.drafters.size(); ++i) {
      const DraftSeat& seat = d.drafters[i];
      lua_createtable(L, 0, 3);
      m_->push_ids(seat.drafted);
      lua_setfield(L, -2, "drafted");
      m_->push_ids(seat.basic_actions);
      lua_setfield(L, -2, "basic_actions");
      lua_createtable(L, static_cast<int>(seat.team.size()), 0);
      for (std::size_t k = 0; k < seat.team.size(); ++k) {
        lua_createtable(L, 2, 0);
        m_->push_id(seat.team[k].def);
        lua_rawseti(L, -2, 1);
        lua_pushinteger(L, seat.team[k].dice);
        lua_rawseti(L, -2, 2);
        lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
      }
      lua_setfield(L, -2, "team");
      lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
    lua_setfield(L, -2, "drafters");
    lua_createtable(L, 0, static_cast<int>(d.vars.size()));
    for (const auto& v : d.vars) {
      lua_pushinteger(L, v.value);
      lua_setfield(L, -2, v.name.c_str());
    }
    lua_setfield(L, -2, "vars");
  }

  // `index` > 0 names the entry of the list `what`; the text is built only for an error, as
  // every card of every pile is read back after each call of the draft procedure.
  int card(lua_State* L, int idx, const Where& what, lua_Integer index = 0) const {
    auto where = [&] { return index > 0 ? what.text() + "[" + std::to_string(index) + "]" : what.text(); };
    std::size_t len = 0;
    const char* id = lua_type(L, idx) == LUA_TSTRING ? lua_tolstring(L, idx, &len) : nullptr;
    if (!id) throw DraftError(where() + ": a card is named by its id (\"avx-001\")");
    // Lua keeps one copy of each short string: an id the engine handed out (push_id) comes back
    // as the very text of that copy, found by its address (each card's was checked when kept).
    if (const auto known = handed_.find(id); known != handed_.end()) return known->second;
    auto it = ids_.find(std::string_view(id, len));
    if (it == ids_.end()) throw DraftError(where() + ": no card with the id '" + std::string(id, len) + "'");
    if (m_->library->at(it->second).kind == CardKind::Sidekick) throw DraftError(where() + ": Sidekicks are not drafted");
    return it->second;
  }

  std::vector<int> read_ids(lua_State* L, const Where& what, std::size_t& total) const {
    std::vector<int> out;
    if (lua_isnil(L, -1)) return out;
    if (!lua_istable(L, -1)) throw DraftError(what.text() + " is a list of card ids");
    const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, -1));
    if (n < 0 || static_cast<std::size_t>(n) + total > kMaxCards)
      throw DraftError(what.text() + ": more than " + std::to_string(kMaxCards) + " cards in the draft");
    out.reserve(static_cast<std::size_t>(n));
    total += static_cast<std::size_t>(n);
    for (lua_Integer i = 1; i <= n; ++i) {
      lua_rawgeti(L, -1, i);
      out.push_back(card(L, -1, what, i));
      lua_pop(L, 1);
    }
    return out;
  }

  // The script's table at `idx` back into `d`, every field checked.
  void read_state(lua_State* L, int idx, DraftState& d, const std::string& fn) const {
    const std::string what = m_->file + ": " + fn + ": the state";
    const Where state{nullptr, &what};
    lua_pushvalue(L, idx);
    strict_keys(L, kStateKeys, what);
    std::size_t total = 0;
    rawfield(L, -1, "seats");
    if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) != d.seats) throw DraftError(what + ": 'seats' can't change");
    lua_pop(L, 1);
    rawfield(L, -1, "basic_dice");
    if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > 20) throw DraftError(what + ": 'basic_dice' is 1 to 20");
    d.basic_dice = static_cast<int>(lua_tointeger(L, -1));
    lua_pop(L, 1);
    rawfield(L, -1, "basic_actions");
    d.basic_actions = read_ids(L, Where{&state, nullptr, ": basic_actions"}, total);
    lua_pop(L, 1);
    for (int b : d.basic_actions)
      if (m_->library->at(b).kind != CardKind::BasicAction) throw DraftError(what + ": " + m_->library->at(b).name() + " is not a basic action");
    rawfield(L, -1, "piles");
    if (!lua_istable(L, -1)) throw DraftError(what + ": 'piles' is a list of piles");
    d.piles.clear();
    for (lua_Integer i = 1, n = static_cast<lua_Integer>(lua_rawlen(L, -1)); i <= n; ++i) {
      const Where pile{&state, nullptr, ": piles", i};
      if (lua_rawgeti(L, -1, i) != LUA_TTABLE) throw DraftError(pile.text() + " is a table { holder, secret, cards }");
      strict_keys(L, kPileKeys, pile);
      DraftPile p;
      rawfield(L, -1, "holder");
      if (!lua_isnil(L, -1)) {
        if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > d.seats)
          throw DraftError(pile.text() + ": 'holder' is a seat from 1 to " + std::to_string(d.seats) + ", or nil for the middle of the table");
        p.holder = static_cast<PlayerId>(lua_tointeger(L, -1) - 1);
      }
      lua_pop(L, 1);
      rawfield(L, -1, "secret");
      p.secret = lua_toboolean(L, -1);
      lua_pop(L, 1);
      rawfield(L, -1, "cards");
      p.cards = read_ids(L, Where{&pile, nullptr, ".cards"}, total);
      lua_pop(L, 2);
      d.piles.push_back(std::move(p));
    }
    lua_pop(L, 1);
    rawfield(L, -1, "drafters");
    if (!lua_istable(L, -1) || static_cast<lua_Integer>(lua_rawlen(L, -1)) != d.seats) throw DraftError(what + ": 'drafters' has one table per seat");
    for (lua_Integer i = 1; i <= d.seats; ++i) {
      const Where seat_where{&state, nullptr, ": drafters", i};
      if (lua_rawgeti(L, -1, i) != LUA_TTABLE) throw DraftError(seat_where.text() + " is a table { drafted, team, basic_actions }");
      strict_keys(L, kSeatKeys, seat_where);
      DraftSeat& seat = d.drafters[static_cast<std::size_t>(i - 1)];
      rawfield(L, -1, "drafted");
      seat.drafted = read_ids(L, Where{&seat_where, nullptr, ".drafted"}, total);
      lua_pop(L, 1);
      rawfield(L, -1, "basic_actions");
      seat.basic_actions = read_ids(L, Where{&seat_where, nullptr, ".basic_actions"}, total);
      lua_pop(L, 1);
      for (int b : seat.basic_actions)
        if (m_->library->at(b).kind != CardKind::BasicAction)
          throw DraftError(seat_where.text() + ": " + m_->library->at(b).name() + " is not a basic action");
      rawfield(L, -1, "team");
      seat.team.clear();
      if (!lua_isnil(L, -1)) {
        if (!lua_istable(L, -1)) throw DraftError(seat_where.text() + ".team is a list of { \"card id\", dice }");
        for (lua_Integer k = 1, n = static_cast<lua_Integer>(lua_rawlen(L, -1)); k <= n && k <= 1000; ++k) {
          const Where entry{&seat_where, nullptr, ".team", k};
          if (lua_rawgeti(L, -1, k) != LUA_TTABLE) throw DraftError(entry.text() + " is { \"card id\", dice }");
          DraftCard c;
          lua_rawgeti(L, -1, 1);
          c.def = card(L, -1, entry);
          lua_rawgeti(L, -2, 2);
          if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 0 || lua_tointeger(L, -1) > 99) throw DraftError(entry.text() + ": dice are 0 to 99");
          c.dice = static_cast<int>(lua_tointeger(L, -1));
          lua_pop(L, 3);
          const CardKind kind = m_->library->at(c.def).kind;
          if (kind != CardKind::Character && kind != CardKind::Action) throw DraftError(entry.text() + ": " + m_->library->at(c.def).name() + " is not a character or action card");
          seat.team.push_back(c);
        }
      }
      lua_pop(L, 2);
    }
    lua_pop(L, 1);
    rawfield(L, -1, "vars");
    d.vars.clear();
    if (!lua_isnil(L, -1)) {
      if (!lua_istable(L, -1)) throw DraftError(what + ": 'vars' is a table of named whole numbers");
      lua_pushnil(L);
      while (lua_next(L, -2)) {
        if (lua_type(L, -2) != LUA_TSTRING || !lua_isinteger(L, -1) || d.vars.size() >= 100)
          throw DraftError(what + ": 'vars' holds at most 100 named whole numbers");
        d.vars.push_back(DraftVar{lua_tostring(L, -2), lua_tointeger(L, -1)});
        lua_pop(L, 1);
      }
      // One order whatever order Lua's table walk took: the state must hash the same.
      std::sort(d.vars.begin(), d.vars.end(), [](const DraftVar& a, const DraftVar& b) { return a.name < b.name; });
    }
    lua_pop(L, 2);
  }

  // { "pick", "avx-001" } at the top of the stack into an option.
  Option read_choice(lua_State* L, const DraftState& d, const Where& what) const {
    if (!lua_istable(L, -1)) throw DraftError(what.text() + " is { verb, value }, e.g. { \"pick\", \"avx-001\" }");
    lua_rawgeti(L, -1, 1);
    const std::string verb = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "";
    lua_pop(L, 1);
    const VerbName* v = nullptr;
    std::vector<std::string> names;
    for (const auto& x : kVerbs) {
      names.emplace_back(x.name);
      if (verb == x.name) v = &x;
    }
    if (!v) {
      const std::string hint = did_you_mean(verb, names);
      throw DraftError(what.text() + ": unknown verb '" + verb + "'" + (hint.empty() ? "" : " (" + hint + ")") +
                       " (pick, stack, dice, keep, basic, done, pass)");
    }
    Option o{v->verb, kNone, kNone};
    lua_rawgeti(L, -1, 2);
    switch (v->arg) {
      case VerbName::Arg::None: break;
      case VerbName::Arg::Card: o.a = card(L, -1, what); break;
      case VerbName::Arg::Pile:
        if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > static_cast<lua_Integer>(d.piles.size()))
          throw DraftError(what.text() + ": a pile from 1 to " + std::to_string(d.piles.size()));
        o.a = static_cast<int>(lua_tointeger(L, -1) - 1);
        break;
      case VerbName::Arg::Count:
        if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 0 || lua_tointeger(L, -1) > 99) throw DraftError(what.text() + ": dice are 0 to 99");
        o.a = static_cast<int>(lua_tointeger(L, -1));
        break;
    }
    lua_pop(L, 1);
    return o;
  }

  void push_choice(lua_State* L, const Option& o) const {
    lua_createtable(L, 2, 0);
    for (const auto& x : kVerbs) {
      if (x.verb != o.verb) continue;
      lua_pushstring(L, x.name);
      lua_rawseti(L, -2, 1);
      switch (x.arg) {
        case VerbName::Arg::None: break;
        case VerbName::Arg::Card: m_->push_id(o.a); lua_rawseti(L, -2, 2); break;
        case VerbName::Arg::Pile: lua_pushinteger(L, o.a + 1); lua_rawseti(L, -2, 2); break;
        case VerbName::Arg::Count: lua_pushinteger(L, o.a); lua_rawseti(L, -2, 2); break;
      }
    }
  }

  std::shared_ptr<Format::Impl> m_;
  std::vector<std::vector<int>> pinned_;  // packs opened first, in order
  // Looked up by string_view: no std::string made for each card read back.
  struct IdHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view v) const { return std::hash<std::string_view>{}(v); }
  };
  std::unordered_map<std::string, int, IdHash, std::equal_to<>> ids_;
  // The text of each id string handed to the scripts (Format::Impl::push_id), by its address,
  // for cards that may be drafted; the strings stay referenced from the registry while the
  // format lives, so an address can't be taken by another string.
  std::unordered_map<const char*, int> handed_;
};

}  // namespace

void read_draft(Format::Impl& m, lua_State* L) {
  lua_getfield(L, -1, "draft");
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    return;
  }
  if (!lua_istable(L, -1)) m.fail("'draft' is a table: { seats, packs, start, next, choose } (docs/formats.md)");
  try {
    strict_keys(L, kDraftKeys, "'draft'");
  } catch (const DraftError& e) {
    m.fail(e.what());
  }
  for (const char* fn : {"start", "next", "choose"}) {
    lua_getfield(L, -1, fn);
    if (!lua_isfunction(L, -1)) m.fail(std::string("'draft.") + fn + "' must be a function (docs/formats.md)");
    lua_pop(L, 1);
  }
  m.drafts = true;
  lua_getfield(L, -1, "seats");
  m.draft_seats = m.players;
  if (!lua_isnil(L, -1)) {
    if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < m.players || lua_tointeger(L, -1) > 8)
      m.fail("'draft.seats' is " + std::to_string(m.players) + " to 8 (at least the players)");
    m.draft_seats = static_cast<int>(lua_tointeger(L, -1));
  }
  lua_pop(L, 1);
  lua_getfield(L, -1, "packs");
  if (!lua_isnil(L, -1)) {
    if (!lua_istable(L, -1)) m.fail("'draft.packs' is { sets = { ... }, slots = { ... } }");
    try {
      strict_keys(L, kPackKeys, "'draft.packs'");
    } catch (const DraftError& e) {
      m.fail(e.what());
    }
    std::vector<std::string> sets;
    lua_getfield(L, -1, "sets");
    if (lua_type(L, -1) == LUA_TSTRING) {
      // "avx,asm": as an option gives it
      std::string all = lua_tostring(L, -1), cur;
      for (char ch : all + ",") {
        if (ch == ',') {
          if (!cur.empty()) sets.push_back(cur);
          cur.clear();
        } else if (ch != ' ') {
          cur += ch;
        }
      }
    } else if (lua_istable(L, -1)) {
      for (lua_Integer i = 1, n = luaL_len(L, -1); i <= n && i <= 100; ++i) {
        lua_geti(L, -1, i);
        if (lua_type(L, -1) != LUA_TSTRING) m.fail("'draft.packs.sets' is a list of set names");
        sets.emplace_back(lua_tostring(L, -1));
        lua_pop(L, 1);
      }
    } else {
      m.fail("'draft.packs.sets' names the sets packs come from: { \"avx\", \"asm\" } or \"avx,asm\"");
    }
    lua_pop(L, 1);
    PackSpec spec = PackSpec::standard();
    lua_getfield(L, -1, "slots");
    if (!lua_isnil(L, -1)) {
      if (!lua_istable(L, -1)) m.fail("'draft.packs.slots' is a list of slots, each { rarity = weight, ... }");
      spec.slots.clear();
      for (lua_Integer i = 1, n = luaL_len(L, -1); i <= n && i <= 100; ++i) {
        if (lua_geti(L, -1, i) != LUA_TTABLE) m.fail("'draft.packs.slots' holds tables { rarity = weight }");
        PackSlot slot;
        lua_pushnil(L);
        while (lua_next(L, -2)) {
          if (lua_type(L, -2) != LUA_TSTRING || !lua_isnumber(L, -1) || lua_tonumber(L, -1) < 0)
            m.fail("slot " + std::to_string(i) + " of 'draft.packs.slots': each rarity has a weight of 0 or more");
          slot.odds.emplace_back(lua_tostring(L, -2), lua_tonumber(L, -1));
          lua_pop(L, 1);
        }
        // One order whatever order Lua's table walk took: the same seed opens the same packs.
        std::sort(slot.odds.begin(), slot.odds.end());
        spec.slots.push_back(std::move(slot));
        lua_pop(L, 1);
      }
      if (spec.slots.empty()) m.fail("'draft.packs.slots' is empty: a pack holds at least one card");
    }
    lua_pop(L, 1);
    try {
      m.packs = std::make_shared<PackPool>(*m.library, sets, spec);
    } catch (const SetError& e) {
      m.fail(e.what());
    }
  }
  lua_pop(L, 2);
}

TeamList Format::drafted_team(const GameState& s, PlayerId seat) const {
  if (seat < 0 || seat >= static_cast<PlayerId>(s.draft.drafters.size())) throw FormatError("no drafter at seat " + std::to_string(seat + 1));
  const DraftSeat& d = s.draft.drafters[static_cast<std::size_t>(seat)];
  TeamList t;
  t.file = "seat " + std::to_string(seat + 1);
  t.name = "seat " + std::to_string(seat + 1) + " of a " + impl_->name + " draft";
  t.format = impl_->name;
  auto entry = [](int def, int dice, bool basic) {
    TeamEntry e;
    e.def = def;
    e.dice = dice;
    e.basic = basic;
    return e;
  };
  // Cards taken without dice are not used: they are only among the drafted.
  for (const DraftCard& c : d.team)
    if (c.dice > 0) t.entries.push_back(entry(c.def, c.dice, false));
  for (int b : d.basic_actions) t.entries.push_back(entry(b, 0, true));
  for (int b : s.draft.basic_actions) t.entries.push_back(entry(b, 0, true));
  std::vector<int> order;
  std::unordered_map<int, int> copies;
  for (int def : d.drafted)
    if (copies[def]++ == 0) order.push_back(def);
  for (int def : order) t.drafted.push_back(entry(def, copies[def], false));
  return t;
}

bool Format::drafts() const { return impl_->drafts; }
int Format::draft_seats() const { return impl_->drafts ? impl_->draft_seats : impl_->players; }

std::shared_ptr<const DraftProcedure> Format::draft_procedure(std::vector<std::vector<int>> pinned) const {
  if (!impl_->drafts) throw FormatError(impl_->file + ": " + impl_->name + " has no draft");
  return std::make_shared<LuaDraft>(impl_, std::move(pinned));
}

}  // namespace dm
