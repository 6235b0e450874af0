#include "tools/common/terminal_guard.hpp"

#include <cstdio>
#include <iostream>
#include <streambuf>

namespace dm::tools {

namespace {

bool is_unsafe(unsigned char c) { return (c < 0x20 && c != '\n' && c != '\t' && c != '\r') || c == 0x7f; }

// Passes text on to another stream buffer, control characters escaped. Unbuffered itself, so
// the order with stdio output (printf) stays that of the calls.
class EscapingBuf : public std::streambuf {
 public:
  explicit EscapingBuf(std::streambuf* to) : to_(to) {}

 protected:
  int_type overflow(int_type ch) override {
    if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
    const char c = traits_type::to_char_type(ch);
    return xsputn(&c, 1) == 1 ? ch : traits_type::eof();
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    std::streamsize done = 0;
    while (done < n) {
      std::streamsize run = 0;
      while (done + run < n && !is_unsafe(static_cast<unsigned char>(s[done + run]))) ++run;
      if (run > 0 && to_->sputn(s + done, run) != run) return done;
      done += run;
      if (done == n) break;
      char esc[8];
      std::snprintf(esc, sizeof esc, "\\x%02x", static_cast<unsigned char>(s[done]));
      if (to_->sputn(esc, 4) != 4) return done;
      ++done;
    }
    return done;
  }
  int sync() override { return to_->pubsync(); }

 private:
  std::streambuf* to_;
};

}  // namespace

void guard_standard_streams() {
  // Never destroyed: the standard streams flush once more after every static object of the
  // program is gone (std::ios_base::Init's destructor), and a buffer destroyed before that
  // would be written through after its end.
  static EscapingBuf* const out = new EscapingBuf(std::cout.rdbuf());
  static EscapingBuf* const err = new EscapingBuf(std::cerr.rdbuf());
  std::cout.rdbuf(out);
  std::cerr.rdbuf(err);
}

}  // namespace dm::tools
