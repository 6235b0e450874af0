#include "engine/sandbox/stateless.hpp"

#include <climits>
#include <cstring>
#include <limits>

namespace dm::script {

namespace bytecode {

namespace {

constexpr int kMaxNesting = 250;  // functions inside functions; Lua's parser stops at 200
constexpr signed char kAbsLineInfo = -0x80;
// Constant tags (lobject.h: type | variant << 4).
constexpr int kNil = 0, kFalse = 1, kTrue = 17, kInt = 3, kFloat = 19, kShortString = 4, kLongString = 20;

class Reader {
 public:
  Reader(std::string_view data, const std::string& file) : data_(data), file_(file) {}

  [[noreturn]] void fail(const std::string& what) const {
    throw ScriptError(file_, 0, "cannot check the compiled script (" + what + " at byte " + std::to_string(pos_) + ")");
  }
  std::size_t left() const { return data_.size() - pos_; }
  bool done() const { return pos_ == data_.size(); }

  std::uint8_t byte() {
    if (left() < 1) fail("truncated");
    return static_cast<std::uint8_t>(data_[pos_++]);
  }
  void raw(void* out, std::size_t n) {
    if (left() < n) fail("truncated");
    std::memcpy(out, data_.data() + pos_, n);
    pos_ += n;
  }
  void expect(std::string_view bytes, const char* what) {
    if (left() < bytes.size() || data_.substr(pos_, bytes.size()) != bytes) fail(what);
    pos_ += bytes.size();
  }
  // ldump.c's dumpSize: 7-bit groups, most significant first, the last one marked with 0x80.
  std::size_t size() {
    std::size_t x = 0;
    for (;;) {
      const std::uint8_t b = byte();
      if (x > (std::numeric_limits<std::size_t>::max() >> 7)) fail("size out of range");
      x = (x << 7) | (b & 0x7Fu);
      if (b & 0x80u) return x;
    }
  }
  int integer() {
    const std::size_t x = size();
    if (x > static_cast<std::size_t>(INT_MAX)) fail("integer out of range");
    return static_cast<int>(x);
  }
  // A count of items each at least `min_bytes` long: no more than the bytes left can hold.
  std::size_t count(std::size_t min_bytes) {
    const std::size_t n = size();
    if (n > left() / min_bytes) fail("count larger than the data");
    return n;
  }
  std::optional<std::string> string() {
    const std::size_t n = size();
    if (n == 0) return std::nullopt;
    if (n - 1 > left()) fail("truncated string");
    std::string s(data_.substr(pos_, n - 1));
    pos_ += n - 1;
    return s;
  }

 private:
  std::string_view data_;
  const std::string& file_;
  std::size_t pos_ = 0;
};

void read_header(Reader& r) {
  r.expect(LUA_SIGNATURE, "not a binary chunk");
  r.expect(std::string_view("\x54\x00", 2), "not a Lua 5.4 chunk");
  r.expect(std::string_view("\x19\x93\r\n\x1a\n", 6), "corrupted header");
  if (r.byte() != 4) r.fail("unexpected instruction size");
  if (r.byte() != sizeof(lua_Integer)) r.fail("unexpected integer size");
  if (r.byte() != sizeof(lua_Number)) r.fail("unexpected number size");
  lua_Integer i = 0;
  r.raw(&i, sizeof i);
  if (i != 0x5678) r.fail("unexpected integer format");
  lua_Number n = 0;
  r.raw(&n, sizeof n);
  if (n != static_cast<lua_Number>(370.5)) r.fail("unexpected number format");
}

void read_proto(Reader& r, Proto& p, int depth) {
  if (depth > kMaxNesting) r.fail("functions nested too deeply");
  r.string();  // source: only the main function names it
  p.linedefined = r.integer();
  p.lastlinedefined = r.integer();
  r.byte();  // numparams
  r.byte();  // is_vararg
  p.maxstacksize = r.byte();

  p.code.resize(r.count(4));
  for (auto& ins : p.code) r.raw(&ins, 4);

  p.strings.resize(r.count(1));
  for (auto& k : p.strings) {
    const int tag = r.byte();
    char skip[8];
    switch (tag) {
      case kNil:
      case kFalse:
      case kTrue:
        break;
      case kInt:
      case kFloat:
        static_assert(sizeof(lua_Integer) <= sizeof skip && sizeof(lua_Number) <= sizeof skip);
        r.raw(skip, tag == kInt ? sizeof(lua_Integer) : sizeof(lua_Number));
        break;
      case kShortString:
      case kLongString:
        k = r.string();
        if (!k) r.fail("null string constant");
        break;
      default:
        r.fail("unknown constant type " + std::to_string(tag));
    }
  }

  p.upvalues.resize(r.count(3));
  for (auto& u : p.upvalues) {
    const int instack = r.byte();
    if (instack > 1) r.fail("bad upvalue");
    u.instack = instack == 1;
    u.idx = r.byte();
    u.kind = r.byte();
  }

  p.protos.resize(r.count(1));
  for (auto& child : p.protos) read_proto(r, child, depth + 1);

  // Debug information: relative line steps, absolute lines where a step doesn't fit a byte.
  std::vector<signed char> steps(r.count(1));
  for (auto& s : steps) s = static_cast<signed char>(r.byte());
  struct Abs {
    int pc, line;
  };
  std::vector<Abs> abs(r.count(2));
  for (auto& a : abs) {
    a.pc = r.integer();
    a.line = r.integer();
  }
  if (!steps.empty()) {
    if (steps.size() != p.code.size()) r.fail("line information doesn't match the code");
    p.lines.resize(steps.size());
    long line = p.linedefined;
    std::size_t next_abs = 0;
    for (std::size_t pc = 0; pc < steps.size(); ++pc) {
      if (steps[pc] == kAbsLineInfo) {
        while (next_abs < abs.size() && static_cast<std::size_t>(abs[next_abs].pc) < pc) ++next_abs;
        if (next_abs == abs.size() || static_cast<std::size_t>(abs[next_abs].pc) != pc) r.fail("missing absolute line");
        line = abs[next_abs].line;
      } else {
        line += steps[pc];
      }
      if (line < 0 || line > INT_MAX) r.fail("line out of range");
      p.lines[pc] = static_cast<int>(line);
    }
  }

  p.locvars.resize(r.count(3));
  for (auto& v : p.locvars) {
    auto name = r.string();
    v.name = name ? *name : "?";
    v.startpc = r.integer();
    v.endpc = r.integer();
  }

  const std::size_t names = r.count(1);
  if (names != 0 && names != p.upvalues.size()) r.fail("upvalue names don't match the upvalues");
  for (std::size_t i = 0; i < names; ++i) {
    auto name = r.string();
    p.upvalues[i].name = name ? *name : "?";
  }
}

}  // namespace

Proto parse(std::string_view dump, const std::string& file) {
  Reader r(dump, file);
  read_header(r);
  const std::size_t main_upvalues = r.byte();
  Proto main;
  read_proto(r, main, 0);
  if (main.upvalues.size() != main_upvalues) r.fail("upvalue count doesn't match the header");
  if (!r.done()) r.fail("trailing data");
  return main;
}

std::string dump_top(lua_State* L, const std::string& file) {
  if (lua_type(L, -1) != LUA_TFUNCTION || lua_iscfunction(L, -1))
    throw ScriptError(file, 0, "cannot check the compiled script (not a Lua function)");
  struct Out {
    std::string bytes;
    bool failed = false;
  } out;
  auto writer = [](lua_State*, const void* p, std::size_t sz, void* ud) -> int {
    auto* o = static_cast<Out*>(ud);
    try {
      o->bytes.append(static_cast<const char*>(p), sz);
      return 0;
    } catch (...) {
      o->failed = true;
      return 1;
    }
  };
  const int rc = lua_dump(L, writer, &out, 0);
  if (rc != 0 || out.failed) throw ScriptError(file, 0, "cannot check the compiled script (lua_dump failed)");
  return std::move(out.bytes);
}

const std::string* local_name(const Proto& p, int reg, int pc) {
  int n = reg + 1;
  for (std::size_t i = 0; i < p.locvars.size() && p.locvars[i].startpc <= pc; ++i) {
    if (pc < p.locvars[i].endpc && --n == 0) return &p.locvars[i].name;
  }
  return nullptr;
}

}  // namespace bytecode

namespace {

using bytecode::Proto;

constexpr const char* kWhy =
    ": card scripts hold no state (use a local, or keep what the card must remember in the game through g)";

struct Finding {
  int line = 0;
  std::string message;
};

class Checker {
 public:
  explicit Checker(const std::string& file) : file_(file) {}

  void walk(const Proto& p) {
    chain_.push_back(&p);
    check(p);
    for (const Proto& child : p.protos) walk(child);
    chain_.pop_back();
  }

  const std::optional<Finding>& first() const { return first_; }

 private:
  [[noreturn]] void malformed(const std::string& what) const {
    throw ScriptError(file_, 0, "cannot check the compiled script (" + what + ")");
  }

  // The main-chunk local an upvalue of the innermost function stands for, if it is one.
  const std::string* main_local(int upvalue) const {
    const std::string* name = nullptr;
    for (std::size_t level = chain_.size() - 1; level >= 1; --level) {
      const Proto& p = *chain_[level];
      if (upvalue < 0 || static_cast<std::size_t>(upvalue) >= p.upvalues.size()) malformed("bad upvalue index");
      const auto& u = p.upvalues[static_cast<std::size_t>(upvalue)];
      if (!name) name = &u.name;  // every link of the chain carries the variable's name
      if (u.instack) return level == 1 ? name : nullptr;
      if (level == 1) return nullptr;  // the main chunk's own upvalue, not one of its locals
      upvalue = u.idx;
    }
    return nullptr;
  }

  std::string constant(const Proto& p, int k) const {
    if (k < 0 || static_cast<std::size_t>(k) >= p.strings.size() || !p.strings[static_cast<std::size_t>(k)])
      malformed("bad constant index");
    return *p.strings[static_cast<std::size_t>(k)];
  }

  void found(const Proto& p, std::size_t pc, std::string message) {
    const int line = p.lines.empty() ? 0 : p.lines[pc];
    // Source order: the earliest line; on one line, the first found (outer code before inner).
    if (!first_ || line < first_->line) first_ = Finding{line, std::move(message)};
  }

  void check(const Proto& p) {
    const bool is_main = chain_.size() == 1;
    for (std::size_t pc = 0; pc < p.code.size(); ++pc) {
      const std::uint32_t ins = p.code[pc];
      const int op = bytecode::op(ins);
      if (is_main) {
        if (op != bytecode::kSetField && op != bytecode::kSetTable && op != bytecode::kSetI) continue;
        const std::string* table = bytecode::local_name(p, bytecode::arg_a(ins), static_cast<int>(pc));
        if (!table || *table != "_ENV") continue;
        found(p, pc,
              op == bytecode::kSetField ? "assigns the global '" + constant(p, bytecode::arg_b(ins)) + "'" + kWhy
                                        : std::string("assigns a global") + kWhy);
      } else if (op == bytecode::kSetTabUp) {
        const std::string* table = main_local(bytecode::arg_a(ins));
        if (!table) continue;
        const std::string key = constant(p, bytecode::arg_b(ins));
        if (*table == "_ENV") found(p, pc, "assigns the global '" + key + "'" + kWhy);
        else
          found(p, pc, "assigns a field of '" + *table + "', a table of the whole script, from inside a function" + kWhy);
      } else if (op == bytecode::kSetUpval) {
        const std::string* local = main_local(bytecode::arg_b(ins));
        if (!local) continue;
        found(p, pc, "assigns '" + *local + "', a local of the whole script, from inside a function" + kWhy);
      }
    }
  }

  const std::string& file_;
  std::vector<const Proto*> chain_;
  std::optional<Finding> first_;
};

}  // namespace

void check_stateless(Sandbox& sb, int chunk_ref, const std::string& file) {
  lua_State* L = sb.L();
  if (!lua_checkstack(L, 1)) throw ScriptError(file, 0, "not enough memory");
  lua_rawgeti(L, LUA_REGISTRYINDEX, chunk_ref);
  std::string bytes;
  try {
    bytes = bytecode::dump_top(L, file);
  } catch (...) {
    lua_pop(L, 1);
    throw;
  }
  lua_pop(L, 1);
  const Proto main = bytecode::parse(bytes, file);
  Checker checker(file);
  checker.walk(main);
  if (const auto& f = checker.first()) throw ScriptError(file, f->line, f->message);
}

}  // namespace dm::script
