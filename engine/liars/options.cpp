// Options for people and programs, built only when asked: keys ("bid:3x5", "liar"), labels
// ("bid three 5s"), the prompt, the code a search shares statistics by, the spellings people
// type, and, for an answer that is not an option, the rule that forbids it.
#include <cctype>
#include <charconv>

#include "engine/liars/match.hpp"

namespace dm::liars {

namespace {

const char* const kNumbers[] = {"zero",     "one",       "two",       "three",     "four",     "five",     "six",
                                "seven",    "eight",     "nine",      "ten",       "eleven",   "twelve",   "thirteen",
                                "fourteen", "fifteen",   "sixteen",   "seventeen", "eighteen", "nineteen", "twenty",
                                "twenty-one", "twenty-two", "twenty-three", "twenty-four", "twenty-five", "twenty-six",
                                "twenty-seven", "twenty-eight", "twenty-nine", "thirty"};

// A key as people write it: lower case, blanks trimmed and single.
std::string tidy(std::string_view key) {
  std::string out;
  bool blank = false;
  for (char c : key) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      blank = !out.empty();
      continue;
    }
    if (blank) out += ' ';
    blank = false;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

bool is_liar_word(const std::string& k) { return k == "liar" || k == "call" || k == "call liar" || k == "challenge"; }

struct Parsed {
  bool ok = false;  // the text is a bid: two whole numbers
  int quantity = 0, face = 0;
};

// "bid:3x5", "bid 3 5", "bid 3x5", "3x5", "bid:3:5": a quantity and a face.
Parsed parse_bid(const std::string& k) {
  std::string rest = k.rfind("bid", 0) == 0 ? k.substr(3) : k;
  for (char& c : rest)
    if (c == ':' || c == 'x' || c == ',') c = ' ';
  int v[2] = {0, 0};
  int got = 0;
  const char* p = rest.data();
  const char* end = rest.data() + rest.size();
  while (p < end) {
    while (p < end && *p == ' ') ++p;
    if (p == end) break;
    if (got == 2) return {};
    const auto r = std::from_chars(p, end, v[got]);
    if (r.ec != std::errc() || (r.ptr < end && *r.ptr != ' ')) return {};
    ++got;
    p = r.ptr;
  }
  if (got != 2) return {};
  return {true, v[0], v[1]};
}

}  // namespace

std::string number_words(int n) { return n >= 0 && n <= 30 ? kNumbers[n] : std::to_string(n); }

std::string bid_words(int quantity, int face) {
  return number_words(quantity) + " " + std::to_string(face) + (quantity == 1 ? "" : "s");
}

std::uint64_t LiarsMatch::option_code(int option) const {
  if (is_liar(option)) return 0;
  const Bid b = option_bid(option);
  return static_cast<std::uint64_t>(b.quantity) * 16 + static_cast<std::uint64_t>(b.face);
}

std::string LiarsMatch::option_key(int option) const {
  if (is_liar(option)) return "liar";
  const Bid b = option_bid(option);
  return "bid:" + std::to_string(b.quantity) + "x" + std::to_string(b.face);
}

std::string LiarsMatch::option_label(int option) const {
  if (is_liar(option)) return "call liar on " + player_name(s_.bid.bidder) + "'s " + bid_words(s_.bid.quantity, s_.bid.face);
  const Bid b = option_bid(option);
  return "bid " + bid_words(b.quantity, b.face);
}

std::string LiarsMatch::prompt() const {
  if (s_.phase != Phase::Bidding) return "";
  // The player's own cup: what they decide from (the others' stay hidden).
  std::string cup;
  for (int f : s_.players[static_cast<std::size_t>(s_.current)].dice) cup += (cup.empty() ? "" : " ") + std::to_string(f);
  const std::string who = player_name(s_.current) + " (your cup: " + cup + ")";
  const Bid& b = s_.bid;
  if (b.empty())
    return who + ", open " + (s_.rules.classic ? "round " + std::to_string(s_.round) + "'s" : std::string("the")) +
           " bidding: any quantity (1 to " + std::to_string(dice_in_play()) + ") of any face (1 to " + std::to_string(s_.rules.sides) + ")";
  const std::string rule = s_.rules.bidding == Bidding::ResetFace
                               ? "more dice of any face, or " + number_words(b.quantity) + " of a face above " + std::to_string(b.face)
                               : "a face above " + std::to_string(b.face) + " in any quantity, or more than " + bid_words(b.quantity, b.face);
  return who + ", beat " + player_name(b.bidder) + "'s bid of " + bid_words(b.quantity, b.face) + " (" + rule + ") or call liar";
}

int LiarsMatch::find_option(std::string_view key) const {
  if (s_.phase != Phase::Bidding) return -1;
  const std::string k = tidy(key);
  if (is_liar_word(k)) return s_.bid.empty() ? -1 : option_count() - 1;
  const Parsed p = parse_bid(k);
  if (!p.ok || !beats(p.quantity, p.face)) return -1;
  const int lowest = s_.bid.empty() ? 0 : bid_rank(s_.bid.quantity, s_.bid.face) + 1;
  return bid_rank(p.quantity, p.face) - lowest;
}

std::string LiarsMatch::why_refused(std::string_view key) const {
  if (over()) return "the game is over";
  if (s_.phase != Phase::Bidding) return "no decision is pending";
  const std::string k = tidy(key);
  const Bid& b = s_.bid;
  if (is_liar_word(k))
    return b.empty() ? "there is no bid to call liar on: " + player_name(s_.current) + " opens the round with a bid" : "";
  const Parsed p = parse_bid(k);
  if (!p.ok) return "no option '" + std::string(key) + "': a bid's key is bid:QxF (bid:3x5 is three 5s), or liar";
  const int total = dice_in_play();
  if (p.quantity < 1 || p.quantity > total)
    return "a bid's quantity is 1 to " + std::to_string(total) + " (the dice in play), not " + std::to_string(p.quantity);
  if (p.face < 1 || p.face > s_.rules.sides)
    return "a bid's face is 1 to " + std::to_string(s_.rules.sides) + ", not " + std::to_string(p.face);
  if (!beats(p.quantity, p.face)) {
    const std::string rule = s_.rules.bidding == Bidding::ResetFace ? "under reset-face a higher bid names more dice, or as many of a higher face"
                                                                     : "under reset-quantity a higher bid names a higher face, or more of the same face";
    return "bid " + bid_words(p.quantity, p.face) + " does not beat " + player_name(b.bidder) + "'s " + bid_words(b.quantity, b.face) + ": " + rule;
  }
  return "no option '" + std::string(key) + "'";
}

}  // namespace dm::liars
