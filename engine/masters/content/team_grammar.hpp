#pragma once
// The grammar of one line of a team file (PEGTL 3; docs/teams.md). Included by the reader
// (team_file.cpp) and by the grammar test only.
//
// The reader cuts the file into lines itself, drops a trailing CR and trailing blanks, and
// parses each line on its own, so a bad line is reported and the next one is read. The grammar
// only finds the line's shape; what a key or a card name means is decided by the reader:
//
//   line          blank | comment | card_line | drafted_line | header | other
//   comment       '#' anything                    (only as the first non-blank character)
//   card_line     count ['x'] blanks card_name     "4 Hulk: Green Goliath", "2x avx-003"
//   drafted_line  'drafted' ':' card_line          "drafted: 3 Beast: Big Boy Blue"
//   header        key ':' value                    "name: Hulk Smash", "basic: Force Beam"
//   other         anything else                    (a card without its number, usually)
//
// `drafted:` is the one key the grammar knows, because its value has the shape of a card line
// (a number, then a card) and the reader needs the number's and the card's columns. A
// `drafted:` line whose value is not a card line ("drafted: Beast") is a header, for the reader
// to explain.
//
// There is no recursion: rule depth is fixed by the grammar. Length is bounded by limit_bytes
// on `line` in the reader.
#include <tao/pegtl.hpp>

namespace dm::team_grammar {

using namespace tao::pegtl;

struct blank : one<' ', '\t'> {};
struct blanks : star<blank> {};

struct comment : seq<one<'#'>, star<any>> {};

// "4 Hulk: Green Goliath", "2x avx-003", "2X Beast": the number, an optional 'x' written
// against it, then the card (everything up to the end of the line).
struct count : plus<digit> {};
struct times : seq<one<'x', 'X'>, at<sor<blank, eof>>> {};
struct card_name : plus<any> {};
struct card_line : seq<count, opt<times>, blanks, must<card_name>> {};

// "name: ...", "basic action: ...": words of letters before a colon. Whether the key is one
// the format knows (or a card title written without its number) is the reader's call.
struct key_word : plus<sor<alpha, one<'_'>>> {};
struct key : list<key_word, plus<blank>> {};
struct colon : one<':'> {};
struct value : star<any> {};
struct header : seq<key, blanks, colon, blanks, value> {};

// "drafted: 3 Beast: Big Boy Blue", "Drafted : 2x avx-003": copies of a card drafted.
struct drafted_key : seq<istring<'d', 'r', 'a', 'f', 't', 'e', 'd'>, blanks, colon> {};
struct drafted_line : seq<drafted_key, blanks, card_line> {};

struct other : plus<any> {};

struct content : sor<card_line, drafted_line, header, other> {};
struct line : seq<blanks, sor<eof, comment, content>, eof> {};

}  // namespace dm::team_grammar
