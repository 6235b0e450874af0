#include "dsl/parser.hpp"

#include <algorithm>
#include <cctype>
#include <tao/pegtl/contrib/limit_depth.hpp>
#include <tao/pegtl/contrib/parse_tree.hpp>

#include "dsl/grammar.hpp"
#include "dsl/parser_recovery.hpp"
#include "dsl/tree_builder.hpp"
#include "dsl/vocabulary.hpp"

namespace dm::dsl {

namespace pegtl = tao::pegtl;
namespace gr = grammar;

// ---------------------------------------------------------------- error messages
namespace {

template <typename> inline constexpr const char* message = nullptr;
#define DM_MSG(rule, text) template <> inline constexpr const char* message<rule> = text
using namespace grammar;
DM_MSG(set_code, "expected the set's code after `set`, e.g. `set avx \"Avengers vs. X-Men\"`");
DM_MSG(line_end, "unexpected text at the end of the line");
DM_MSG(prop_end, "unexpected text at the end of this property line");
DM_MSG(card_number, "expected the card's number after `card`, e.g. `card 12 \"Storm\" \"'Ro\"`");
DM_MSG(keyword_name, "expected the keyword's name in double quotes, e.g. `keyword \"Tailwind\"`");
DM_MSG(card_title, "expected the card's title in double quotes after its number");
DM_MSG(cost_amount, "expected the purchase cost, a number, e.g. `cost 4 bolt`");
DM_MSG(affiliation_list, "expected an affiliation in double quotes, e.g. `affiliation \"X-Men\"`");
DM_MSG(rarity_words, "expected a rarity: common, uncommon, rare, super rare, starter or promo");
DM_MSG(max_amount, "expected a number after `max`");
DM_MSG(use_amount, "expected a number after `use`");
DM_MSG(id_text, "expected the card id in double quotes");
DM_MSG(allow_list, "expected the name of a warning, e.g. `allow weaker-level`");
DM_MSG(printed_text, "expected the printed card text in double quotes");
DM_MSG(face_list, "expected the die's faces separated by `|`, e.g. `faces bolt | bolt bolt | bolt bolt | 0/2/2 | 1/3/3 | 2/4/4`");
DM_MSG(H<face>, "expected a face after `|`: energy (`bolt bolt`, `2`, `?`), a character (`1/3/3*`) or `action`");
DM_MSG(string_close, "unterminated string: expected a closing `\"` on the same line");
DM_MSG(lua_block, "unterminated Lua block: expected the closing `]]`");
DM_MSG(T<lua_code>, "expected a Lua block in double brackets, e.g. `lua [[ g.gain_life(self.player, 1) ]]`");
DM_MSG(noun_expected, "expected what kind of thing: `character`, `die`, `player`, `opponent` or `character or player`");
DM_MSG(zone_ref, "expected a zone: bag, prep area, reserve pool, field zone, used pile or out of play");
DM_MSG(zone_expected, "expected a zone: bag, prep area, reserve pool, field zone, used pile or out of play");
DM_MSG(selector_expected, "expected what the effect applies to, e.g. `target character`, `this`, `each opposing character`");
DM_MSG(c_paren_close, "expected `)` to close the condition");
DM_MSG(cond_expected, "expected a condition, e.g. `underdog`, `during your turn`, `this is blocked`");
DM_MSG(amount_expected, "expected an amount, e.g. `2` or `a`");
DM_MSG(cost_expected, "expected a cost, e.g. `pay 1 fist`, `pay 2 energy` or `pay 1 life`");
DM_MSG(T<k_damage>, "expected `damage`");
DM_MSG(T<k_to>, "expected `to`");
DM_MSG(T<k_into>, "expected `into` and a zone");
DM_MSG(spin_way, "expected `up`, `down`, `up or down` or `to level N`");
using dice_word = T<sor<k_dice, k_die>>;
DM_MSG(dice_word, "expected `die` or `dice`");
using into_word = T<sor<k_into, k_to>>;
DM_MSG(into_word, "expected `into` and a zone, e.g. `into your prep area`");
DM_MSG(predicate_expected, "expected what happens to it, e.g. `gets +1A`, `gains overcrush`, `can't block`, `gains 1 life`");
DM_MSG(if_then, "expected an effect after the condition");
DM_MSG(if_else, "expected an effect after `otherwise`");
DM_MSG(stmt_expected, "expected another effect, e.g. `deal 2 damage to target character`");
using comma_tok = T<one<','>>;
DM_MSG(comma_tok, "expected `,` after the condition");
DM_MSG(body_expected, "expected the ability's effect, e.g. `deal 2 damage to target character`");
using colon_tok = T<one<':'>>;
DM_MSG(colon_tok, "expected `:` after the burst symbol");
DM_MSG(ability_end, "expected `.` at the end of the ability");
DM_MSG(card_end, "expected a card property (cost, faces, max, ...) or an ability");
DM_MSG(T<k_of>, "expected `of`, e.g. `take control of target opposing character`");
DM_MSG(T<k_the>, "expected `the`, e.g. `copy the stats of target character`");
DM_MSG(copy_what_expected, "expected what is copied: `stats`, `abilities` or `stats and abilities`");
DM_MSG(T<k_this>, "expected `this`: `release the dice this captured`");
DM_MSG(T<k_captured>, "expected `captured`: `release the dice this captured`");
#undef DM_MSG

struct errors {
  template <typename Rule> static constexpr bool raise_on_failure = false;
  template <typename Rule> static constexpr const char* message = dm::dsl::message<Rule>;
};
template <typename Rule> using control = pegtl::must_if<errors>::control<Rule>;

// Nesting guard: only conditions recurse, but hostile input must not exhaust the stack.
template <typename Rule> struct depth_action : pegtl::limit_depth<600> {};

// ---------------------------------------------------------------- tree selection
template <typename Rule>
using tree_selector = pegtl::parse_tree::selector<
    Rule,
    pegtl::parse_tree::store_content::on<
        set_decl, set_code, set_name, card, card_number, card_title, card_subtitle, p_type, type_word, p_cost,
        cost_amount, energy_word, p_affiliation, affiliation_name, p_rarity, rarity_word, p_max, max_amount, p_use,
        use_amount, p_tentative, p_allow, allow_name, p_id, id_text, p_text, printed_text, p_faces, face, character_face, action_face,
        wild_face, generic_face, energy_face, symbol_word, stat_number, bursts, ability, burst_ability, lua_ability,
        headed_ability, plain_ability, burst_mark, instead, h_when, trigger_words, h_after_blockers, h_end_of_combat,
        h_end_of_turn, h_aftershock, h_first_time, h_global, h_may, h_pay, h_sacrifice, h_once, h_while_active, h_repeat, h_if,
        h_cond, cost_life, cost_energy, number, lua_block, string_lit, selector_expected, gr::selector, sel_this,
        sel_it, sel_opponent, sel_that_player, sel_that_die, sel_each_player, sel_you, sel_set, sel_plain, q_up_to, q_n_target,
        q_target, q_each, q_another, q_a, q_n, count, n_character_or_player, n_character_die, n_character, n_die, n_player, n_opponent,
        n_sidekick, f_level, level_cmp, level_number, f_opposing, f_your, f_other, f_non_sidekick, f_sidekick,
        f_attacking, f_blocking, f_blocked, f_affiliation, f_not_affiliation, f_word, f_energy, zone_ref,
        zone_expected, zone_owner, zone_word, pm_yours, pm_theirs, pm_this_card, pm_engaged, pm_not_paid,
        pm_other_than, pm_other_than_that, pm_chosen, pm_zone, pm_where, cond, cond_expected, c_and, c_not, c_this_is, state_word,
        c_was, c_it_is, it_not, it_kind, c_you_control, c_underdog, c_your_turn, c_attack_step, c_lua, amount_n,
        amount_a, per_each, per_kod, per_sel, grant_affiliation, grant_words, grant_flag_value, grant_item,
        stat_bonus, until_eot, s_lua, s_deal, s_ko, s_capture, s_spin, spin_to, spin_either, spin_up, spin_down,
        s_reroll, reroll_else, s_roll, s_draw, s_move, s_field, field_level, s_sacrifice, s_redirect, s_gain_life,
        s_lose_life, s_must_block, s_invulnerable, s_restrict, s_reduce, s_at_most, s_field_alt, field_free,
        field_paid, s_protect, s_subject, p_bonus, p_gain_life, p_lose_life, p_lose_abilities, p_cant_be_blocked,
        p_cant_block, p_cant_attack, p_no_damage, p_grant, s_keywords, kw_phrase, s_if, if_then, if_else, c_less_life,
        c_dealt, dealt_number, stat_word, stat_its, stat_of, equal_stat, s_each_other, s_put_on_card, s_each_fields,
        from_bag, ability_text, keyword_def, keyword_name, s_control, s_copy, copy_both, copy_stats, copy_abilities,
        s_prevent, prevent_all, s_release, p_cant_be_targeted, tb_globals, tb_action_dice, tb_character_abilities,
        tb_opponents>>;

using Node = pegtl::parse_tree::node;

// A card read piece by piece after a syntax error: its head line, then one property or ability
// at a time, so that the parser can pick up again after a piece that fails.
struct card_open : seq<ws, card_head> {};
struct keyword_open : seq<ws, keyword_head> {};
struct card_piece : seq<ws, sor<eof, card_item, must<card_end>>> {};

// ---------------------------------------------------------------- chunks and comments
struct Chunk {
  std::size_t begin, end;
  int line;
};

bool starts_word(std::string_view text, std::size_t i, std::string_view w) {
  if (i + w.size() > text.size()) return false;
  for (std::size_t k = 0; k < w.size(); ++k)
    if (std::tolower(static_cast<unsigned char>(text[i + k])) != w[k]) return false;
  std::size_t j = i + w.size();
  return j == text.size() || text[j] == ' ' || text[j] == '\t' || text[j] == '\n' || text[j] == '\r';
}

// Cuts the file at lines that start with `set` or `card`, and collects comments, skipping
// strings and Lua blocks (whose text may hold anything).
std::vector<Chunk> split(std::string_view text, std::vector<Comment>& comments) {
  std::vector<Chunk> chunks{{0, text.size(), 1}};
  int line = 1;
  std::size_t i = 0, line_start = 0;
  bool line_has_code = false;
  while (i < text.size()) {
    char c = text[i];
    if (i == line_start && (starts_word(text, i, "card") || starts_word(text, i, "set") || starts_word(text, i, "keyword"))) {
      chunks.back().end = i;
      chunks.push_back({i, text.size(), line});
    }
    if (c == '\n') {
      ++line;
      line_start = ++i;
      line_has_code = false;
      continue;
    }
    if (c == '#') {
      std::size_t e = text.find('\n', i);
      if (e == std::string_view::npos) e = text.size();
      comments.push_back({i, line, std::string(text.substr(i, e - i)), line_has_code});
      while (!comments.back().text.empty() && comments.back().text.back() == '\r') comments.back().text.pop_back();
      i = e;
      continue;
    }
    if (c == '"') {
      line_has_code = true;
      ++i;
      while (i < text.size() && text[i] != '"' && text[i] != '\n') i += text[i] == '\\' ? 2 : 1;
      if (i < text.size() && text[i] == '"') ++i;
      continue;
    }
    if (c == '[') {
      std::size_t j = i + 1, level = 0;
      while (j < text.size() && text[j] == '=') ++j, ++level;
      if (j < text.size() && text[j] == '[') {
        std::string close = "]" + std::string(level, '=') + "]";
        std::size_t e = text.find(close, j + 1);
        std::size_t stop = e == std::string_view::npos ? text.size() : e + close.size();
        for (std::size_t k = i; k < stop; ++k)
          if (text[k] == '\n') ++line, line_start = k + 1;
        line_has_code = true;
        i = stop;
        continue;
      }
    }
    if (c != ' ' && c != '\t' && c != '\r') line_has_code = true;
    ++i;
  }
  return chunks;
}

// The word at byte `at`, for near-miss hints.
std::string word_at(std::string_view text, std::size_t at) {
  std::size_t e = at;
  while (e < text.size() && (std::isalnum(static_cast<unsigned char>(text[e])) || text[e] == '\'' || text[e] == '-' || text[e] == '_')) ++e;
  std::string w(text.substr(at, e - at));
  for (char& c : w) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return w;
}

const std::vector<std::string>& hint_words() {
  static const std::vector<std::string> v = [] {
    std::vector<std::string> out = vocab::keywords();
    for (auto& w : vocab::energies()) out.emplace_back(w.written);
    for (const char* w : {"opponent", "character", "characters", "player", "dice", "die", "this", "it", "them", "you",
                          "up", "down", "into", "target", "level", "sidekick", "sidekicks", "opposing", "gain",
                          "lose", "can't", "block", "attack", "combat"})
      out.emplace_back(w);
    return out;
  }();
  return v;
}

// Where each line starts, to give a piece parsed on its own its line and column.
class Lines {
 public:
  explicit Lines(std::string_view text) {
    starts_.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i)
      if (text[i] == '\n') starts_.push_back(i + 1);
  }
  // The line and column (1-based; columns count bytes) of `byte`.
  std::pair<std::size_t, std::size_t> at(std::size_t byte) const {
    auto it = std::upper_bound(starts_.begin(), starts_.end(), byte);
    std::size_t line = static_cast<std::size_t>(it - starts_.begin());
    return {line, byte - starts_[line - 1] + 1};
  }

 private:
  std::vector<std::size_t> starts_;
};

// Where a diagnostic points for an error at `byte`; `missing` (something absent, such as a
// full stop) points just after the last real token before it, not at the next line.
Pos error_pos_at(std::size_t byte, std::string_view text, const Lines& lines, bool missing) {
  byte = std::min(byte, text.size());
  missing = missing || byte >= text.size();
  if (missing) {
    std::size_t b = byte;
    for (;;) {
      while (b > 0 && std::isspace(static_cast<unsigned char>(text[b - 1]))) --b;
      // Step back over a comment that ends this line.
      std::size_t ls = text.rfind('\n', b ? b - 1 : 0);
      ls = ls == std::string_view::npos ? 0 : ls + 1;
      std::size_t hash = std::string_view::npos;
      bool in_str = false;
      for (std::size_t k = ls; k < b; ++k) {
        if (text[k] == '"') in_str = !in_str;
        if (text[k] == '#' && !in_str) {
          hash = k;
          break;
        }
      }
      if (hash == std::string_view::npos) break;
      b = hash;
    }
    byte = b;
  }
  Pos out;
  out.byte = byte;
  auto [line, col] = lines.at(byte);
  out.line = static_cast<int>(line);
  out.col = static_cast<int>(col);
  out.len = 1;
  if (!missing) out.len = std::max<int>(1, static_cast<int>(word_at(text, byte).size()));
  return out;
}

Pos error_pos(const pegtl::parse_error& e, std::string_view text, const Lines& lines, const std::string& msg) {
  const bool missing = msg.rfind("expected `.`", 0) == 0 || msg.rfind("expected `)`", 0) == 0;
  return error_pos_at(e.positions().front().byte, text, lines, missing);
}

}  // namespace

// ---------------------------------------------------------------- entry points
bool check_input(std::string_view text, Diagnostics& diags) {
  Pos start{1, 1, 0, 1};
  if (text.size() > kMaxFileBytes) {
    diags.error(start, "file is too large (" + std::to_string(text.size()) + " bytes; a card file may hold at most " +
                           std::to_string(kMaxFileBytes) + ")");
    return false;
  }
  // Editors on some systems start UTF-8 files with a byte-order mark; the grammar would only
  // see three stray bytes, so the file is refused with the reason.
  if (text.substr(0, 3) == "\xEF\xBB\xBF") {
    diags.error(Pos{1, 1, 0, 3}, "the file starts with a UTF-8 byte-order mark (bytes ef bb bf)",
                "save the file as UTF-8 without a byte-order mark");
    return false;
  }
  std::size_t i = 0;
  int line = 1;
  std::size_t ls = 0;
  bool any = false;
  while (i < text.size()) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    int n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    bool ok = n > 0 && i + n <= text.size();
    for (int k = 1; ok && k < n; ++k) ok = (static_cast<unsigned char>(text[i + k]) >> 6) == 0x2;
    if (ok && n == 2) ok = c >= 0xC2;
    if (ok && n == 3) {
      unsigned char c1 = static_cast<unsigned char>(text[i + 1]);
      ok = !(c == 0xE0 && c1 < 0xA0) && !(c == 0xED && c1 >= 0xA0);
    }
    if (ok && n == 4) {
      unsigned char c1 = static_cast<unsigned char>(text[i + 1]);
      ok = c <= 0xF4 && !(c == 0xF0 && c1 < 0x90) && !(c == 0xF4 && c1 >= 0x90);
    }
    Pos p{line, static_cast<int>(i - ls) + 1, i, 1};
    if (!ok) {
      diags.error(p, "the file is not valid UTF-8 (byte 0x" + std::string(1, "0123456789abcdef"[c >> 4]) +
                         std::string(1, "0123456789abcdef"[c & 15]) + ")",
                  "save the file as UTF-8");
      return false;
    }
    if (c == 0) {
      diags.error(p, "the file holds a NUL byte; is it a text file?");
      return false;
    }
    // Control characters would reach terminals through titles and text; tab and line ends are
    // the only ones a card file needs.
    if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f) {
      const char* digits = "0123456789abcdef";
      diags.error(p, std::string("the file holds a control character (byte 0x") + digits[c >> 4] + digits[c & 15] + ")",
                  "card files are plain text: remove it");
      return false;
    }
    if (n == 2 && c == 0xC2 && static_cast<unsigned char>(text[i + 1]) <= 0x9F) {
      const unsigned char c1 = static_cast<unsigned char>(text[i + 1]);
      const char* digits = "0123456789abcdef";
      diags.error(p, std::string("the file holds a control character (U+00") + digits[c1 >> 4] + digits[c1 & 15] + ")",
                  "card files are plain text: remove it");
      return false;
    }
    if (c == '\n') ++line, ls = i + 1;
    if (!std::isspace(c)) any = true;
    i += n;
  }
  if (!any) {
    diags.error(start, "the file is empty: expected `set` and `card` definitions");
    return false;
  }
  return true;
}

namespace {

// A file stops being parsed after this many syntax errors: a file that is not a card file at all
// would otherwise print one for every line.
constexpr int kMaxSyntaxErrors = 100;

struct Parser {
  std::string_view text;
  const std::string& path;
  Diagnostics& diags;
  Lines lines;
  int errors = 0;

  using Input = pegtl::memory_input<pegtl::tracking_mode::eager, pegtl::eol::lf_crlf, std::string>;
  Input input(std::size_t begin, std::size_t end) const {
    auto [line, col] = lines.at(begin);
    return Input(text.data() + begin, text.data() + end, path, begin, line, col);
  }

  struct Stop {
    std::size_t raw;     // where the grammar stopped
    std::size_t resume;  // inside a card: where parsing picks up again (else `end`)
  };

  // Reports a syntax error.
  Stop report(const pegtl::parse_error& e, bool prelude, std::size_t piece, std::size_t end, const Card* card) {
    std::string msg(e.message());
    const std::size_t raw = std::min(e.positions().front().byte, text.size());
    std::size_t resume = end;
    Pos p = error_pos(e, text, lines, msg);
    if (prelude && msg == message<grammar::card_end>) msg = "expected `set` or `card` at the start of a line";
    if (msg == "maximum parser rule nesting depth exceeded") msg = "conditions nest too deeply";
    std::string hint;
    if (card) {
      resume = recovery::resume_after(text, piece, raw, end);
      recovery::Failure f{text, piece, raw, resume, card->title};
      if (f.end <= raw && f.end < end && !recovery::is_property_line(text, piece)) {
        // The grammar read on into the next ability or property: this one lacks its full stop.
        msg = message<grammar::ability_end>;
        p = error_pos_at(f.end, text, lines, true);
        hint = "the next line starts another ability or property";
      } else {
        hint = recovery::phrasing_hint(f, msg);
      }
    }
    if (hint.empty() && p.byte < text.size() && msg.rfind("expected `.`", 0) != 0)
      hint = did_you_mean(word_at(text, p.byte), hint_words());
    if (hint.empty() && msg == message<grammar::noun_expected>) {
      // `target charactr.`: the misspelt noun was read as a filter word before the missing noun.
      std::size_t b = std::min(raw, text.size());
      while (b > 0 && std::isspace(static_cast<unsigned char>(text[b - 1]))) --b;
      std::size_t w = b;
      while (w > 0 && (std::isalnum(static_cast<unsigned char>(text[w - 1])) || text[w - 1] == '\'' || text[w - 1] == '-')) --w;
      if (w < b) hint = did_you_mean(word_at(text, w), hint_words());
    }
    ++errors;
    if (errors <= kMaxSyntaxErrors) diags.error(p, msg, hint);
    if (errors == kMaxSyntaxErrors + 1)
      diags.note(p, "stopping after " + std::to_string(kMaxSyntaxErrors) + " syntax errors", "fix these and run again");
    return {raw, resume};
  }

  static std::size_t skip_blank(std::string_view text, std::size_t i, std::size_t end) {
    for (;;) {
      while (i < end && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
      if (i < end && text[i] == '#') {
        while (i < end && text[i] != '\n') ++i;
        continue;
      }
      return i;
    }
  }

  // A card or keyword definition with an error somewhere: read again piece by piece, every
  // piece that parses kept and every one that fails reported.
  void card_by_pieces(const Chunk& ch, File& file, const std::string& set, const std::string& set_title) {
    const std::size_t head = skip_blank(text, ch.begin, ch.end);
    const bool keyword = starts_word(text, head, "keyword");
    Card card;
    std::size_t at = ch.end;
    try {
      Input in = input(ch.begin, ch.end);
      auto root = keyword ? pegtl::parse_tree::parse<keyword_open, tree_selector, depth_action, control>(in)
                          : pegtl::parse_tree::parse<card_open, tree_selector, depth_action, control>(in);
      card = detail::build_card_head(*root, keyword, set, set_title);
      at = static_cast<std::size_t>(in.current() - text.data());
    } catch (const pegtl::parse_error& e) {
      card = Card{};
      card.keyword_def = keyword;
      card.set = set;
      card.set_name = set_title;
      ++card.syntax_errors;
      const std::size_t raw = report(e, false, head, ch.end, nullptr).raw;
      // The head is one line: the card's pieces start on the next.
      at = text.find('\n', std::max(raw, head));
      at = at == std::string_view::npos || at > ch.end ? ch.end : at + 1;
    }
    auto [line, col] = lines.at(head);
    card.pos = Pos{static_cast<int>(line), static_cast<int>(col), head, keyword ? 7 : 4};
    while (at < ch.end && errors <= kMaxSyntaxErrors) {
      const std::size_t piece = skip_blank(text, at, ch.end);
      if (piece >= ch.end) break;
      try {
        Input in = input(at, ch.end);
        auto root = pegtl::parse_tree::parse<card_piece, tree_selector, depth_action, control>(in);
        detail::build_card_items(*root, card);
        std::size_t next = static_cast<std::size_t>(in.current() - text.data());
        if (next <= at) break;
        at = next;
      } catch (const pegtl::parse_error& e) {
        ++card.syntax_errors;
        at = report(e, false, piece, ch.end, &card).resume;
      }
    }
    file.order.emplace_back(false, static_cast<int>(file.cards.size()));
    file.cards.push_back(std::move(card));
  }
};

}  // namespace

File parse(std::string_view text, const std::string& path, Diagnostics& diags) {
  File file;
  file.path = path;
  auto chunks = split(text, file.comments);
  Parser parser{text, path, diags, Lines(text)};
  std::string set, set_title;
  for (std::size_t ci = 0; ci < chunks.size() && parser.errors <= kMaxSyntaxErrors; ++ci) {
    const Chunk& ch = chunks[ci];
    Parser::Input in = parser.input(ch.begin, ch.end);
    try {
      std::unique_ptr<Node> root;
      if (ci == 0)
        root = pegtl::parse_tree::parse<gr::prelude, tree_selector, depth_action, control>(in);
      else
        root = pegtl::parse_tree::parse<gr::chunk, tree_selector, depth_action, control>(in);
      if (root) detail::build_chunk(*root, file, set, set_title);
    } catch (const pegtl::parse_error& e) {
      const std::size_t head = Parser::skip_blank(text, ch.begin, ch.end);
      if (ci > 0 && (starts_word(text, head, "card") || starts_word(text, head, "keyword")))
        parser.card_by_pieces(ch, file, set, set_title);
      else
        parser.report(e, ci == 0, head, ch.end, nullptr);
    }
  }
  return file;
}

}  // namespace dm::dsl
