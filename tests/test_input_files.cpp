// Reading and printing text from outside: read_input_file refuses what isn't a regular file
// within its limit, and the UTF-8 and control-character helpers say where and escape what.
#include <sys/stat.h>

#include <catch2/catch.hpp>

#include "dm/files.hpp"
#include "dm/text.hpp"
#include "tests/cli_support.hpp"

namespace fs = std::filesystem;

TEST_CASE("read_input_file: regular files within the limit only, every refusal with its reason", "[files][sanitize]") {
  dm::test::TempDir dir;
  std::string why;
  dm::test::spit(dir / "ok.txt", "hello\n");
  auto ok = dm::read_input_file(dir / "ok.txt", 6, why);
  REQUIRE(ok);
  CHECK(*ok == "hello\n");

  CHECK_FALSE(dm::read_input_file(dir / "ok.txt", 5, why));
  CHECK(why == "too large (6 bytes; at most 5)");
  CHECK_FALSE(dm::read_input_file(dir / "missing", 100, why));
  CHECK(why == "no such file");
  CHECK_FALSE(dm::read_input_file(dir.path.string(), 100, why));
  CHECK(why == "a folder, not a file");
  CHECK_FALSE(dm::read_input_file("/dev/zero", 100, why));
  CHECK(why == "not a regular file (a device, pipe or socket)");

  fs::create_symlink("loop", dir.path / "loop");
  CHECK_FALSE(dm::read_input_file(dir / "loop", 100, why));
  CHECK(why == "a symbolic link loop");
  fs::create_symlink("ok.txt", dir.path / "link");
  REQUIRE(dm::read_input_file(dir / "link", 100, why));

  // A pipe with no writer would block a plain open: refused at once instead.
  REQUIRE(::mkfifo((dir / "fifo").c_str(), 0600) == 0);
  CHECK_FALSE(dm::read_input_file(dir / "fifo", 100, why));
  CHECK(why == "not a regular file (a device, pipe or socket)");
}

TEST_CASE("text: where UTF-8 stops, control characters found and escaped", "[text]") {
  CHECK_FALSE(dm::find_invalid_utf8("plain, caf\xC3\xA9, \xF0\x9F\x8E\xB2"));
  auto bad = dm::find_invalid_utf8("ok\nab\xFF");
  REQUIRE(bad);
  CHECK(bad->line == 2);
  CHECK(bad->col == 3);
  CHECK(bad->text() == "not valid UTF-8 (byte 0xff)");
  CHECK(dm::find_invalid_utf8("\xC0\xAF"));      // an overlong '/'
  CHECK(dm::find_invalid_utf8("\xED\xA0\x80"));  // a surrogate
  CHECK(dm::find_invalid_utf8("\xE2\x80"));      // cut short

  CHECK(dm::find_control("a\tb\nc") == 1);
  CHECK(dm::find_control("a\tb\nc", "\n\t") == -1);
  CHECK(dm::find_control("a\x7f") == 1);

  CHECK(dm::printable("red \x1b[31m\n\tcaf\xC3\xA9 \xFF") == "red \\x1b[31m\n\tcaf\xC3\xA9 \\xff");
  CHECK(dm::printable_line("a\nb\tc\x07") == "a\\x0ab\\x09c\\x07");
  // U+009B, a C1 control some terminals take for the start of an escape sequence.
  CHECK(dm::find_control("ok \xC2\x9B[2J") == 3);
  CHECK(dm::find_control("caf\xC3\xA9 \xC2\xA0") == -1);  // U+00A0 is printable
  CHECK(dm::printable("\xC2\x9B[2J") == "\\xc2\\x9b[2J");
}

TEST_CASE("text: markup_escape makes text safe in XML, SVG and HTML, one line, no control bytes") {
  CHECK(dm::markup_escape("Tom & \"Jerry\" <b>'s</b>") == "Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s&lt;/b&gt;");
  CHECK(dm::markup_escape("two\nlines\tand\x01 a bell\x07") == "two lines\tand a bell");
  CHECK(dm::markup_escape("Ünïcode stays") == "Ünïcode stays");
}
