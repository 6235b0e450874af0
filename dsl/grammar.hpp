#pragma once
// The card language's grammar (PEGTL 3). Included by the parser and by the grammar test only:
// it is a large template and compiles slowly, so it lives in as few translation units as we can.
//
// Shape: a file is cut into chunks at lines that start with `set` or `card` (see parser.cpp);
// each chunk is parsed on its own, so one broken card does not hide the problems of the next.
// Card properties are one per line; abilities are free-form and end with a full stop.
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/raw_string.hpp>

namespace dm::dsl::grammar {

using namespace tao::pegtl;

// ---------------------------------------------------------------- lexical
struct word_char : sor<ranges<'a', 'z', 'A', 'Z', '0', '9'>, one<'_', '\'', '-'>> {};
struct line_comment : seq<one<'#'>, star<not_one<'\n'>>> {};
struct hs : star<one<' ', '\t', '\r'>> {};                       // blanks on one line
struct ws : star<sor<one<' ', '\t', '\r', '\n'>, line_comment>> {};  // anything between tokens
struct line_end : seq<hs, opt<line_comment>, sor<one<'\n'>, eof>> {};

template <class R> struct T : seq<R, ws> {};      // a token and the space after it
template <class R> struct H : seq<R, hs> {};      // a token and the blanks after it (property lines)
template <class S> struct kw : seq<S, not_at<word_char>> {};

#define DM_KW(name, text) struct name : kw<TAO_PEGTL_ISTRING(text)> {}
DM_KW(k_set, "set");
DM_KW(k_card, "card");
DM_KW(k_character, "character");
DM_KW(k_characters, "characters");
DM_KW(k_action, "action");
DM_KW(k_basic, "basic");
DM_KW(k_sidekick, "sidekick");
DM_KW(k_sidekicks, "sidekicks");
DM_KW(k_cost, "cost");
DM_KW(k_affiliation, "affiliation");
DM_KW(k_rarity, "rarity");
DM_KW(k_max, "max");
DM_KW(k_use, "use");
DM_KW(k_faces, "faces");
DM_KW(k_text, "text");
DM_KW(k_tentative, "tentative");
DM_KW(k_allow, "allow");
DM_KW(k_id, "id");
DM_KW(k_ability, "ability");
DM_KW(k_when, "when");
DM_KW(k_after, "after");
DM_KW(k_blockers, "blockers");
DM_KW(k_are, "are");
DM_KW(k_declared, "declared");
DM_KW(k_at, "at");
DM_KW(k_end, "end");
DM_KW(k_of, "of");
DM_KW(k_combat, "combat");
DM_KW(k_turn, "turn");
DM_KW(k_aftershock, "aftershock");
DM_KW(k_the, "the");
DM_KW(k_first, "first");
DM_KW(k_time, "time");
DM_KW(k_each, "each");
DM_KW(k_every, "every");
DM_KW(k_all, "all");
DM_KW(k_global, "global");
DM_KW(k_you, "you");
DM_KW(k_may, "may");
DM_KW(k_pay, "pay");
DM_KW(k_life, "life");
DM_KW(k_and, "and");
DM_KW(k_or, "or");
DM_KW(k_not, "not");
DM_KW(k_once, "once");
DM_KW(k_per, "per");
DM_KW(k_while, "while");
DM_KW(k_active, "active");
DM_KW(k_underdog, "underdog");
DM_KW(k_during, "during");
DM_KW(k_your, "your");
DM_KW(k_attack, "attack");
DM_KW(k_step, "step");
DM_KW(k_any, "any");
DM_KW(k_number, "number");
DM_KW(k_times, "times");
DM_KW(k_if, "if");
DM_KW(k_otherwise, "otherwise");
DM_KW(k_then, "then");
DM_KW(k_instead, "instead");
DM_KW(k_lua, "lua");
DM_KW(k_this, "this");
DM_KW(k_it, "it");
DM_KW(k_them, "them");
DM_KW(k_is, "is");
DM_KW(k_was, "was");
DM_KW(k_a, "a");
DM_KW(k_an, "an");
DM_KW(k_one, "one");
DM_KW(k_two, "two");
DM_KW(k_three, "three");
DM_KW(k_four, "four");
DM_KW(k_five, "five");
DM_KW(k_up, "up");
DM_KW(k_down, "down");
DM_KW(k_to, "to");
DM_KW(k_into, "into");
DM_KW(k_in, "in");
DM_KW(k_from, "from");
DM_KW(k_target, "target");
DM_KW(k_opponent, "opponent");
DM_KW(k_opponents, "opponents");
DM_KW(k_player, "player");
DM_KW(k_players, "players");
DM_KW(k_die, "die");
DM_KW(k_dice, "dice");
DM_KW(k_opposing, "opposing");
DM_KW(k_other, "other");
DM_KW(k_another, "another");
DM_KW(k_level, "level");
DM_KW(k_levels, "levels");
DM_KW(k_lower, "lower");
DM_KW(k_higher, "higher");
DM_KW(k_non_sidekick, "non-sidekick");
DM_KW(k_non, "non");
DM_KW(k_attacking, "attacking");
DM_KW(k_blocking, "blocking");
DM_KW(k_blocked, "blocked");
DM_KW(k_yours, "yours");
DM_KW(k_theirs, "theirs");
DM_KW(k_control, "control");
DM_KW(k_they, "they");
DM_KW(k_engaged, "engaged");
DM_KW(k_with, "with");
DM_KW(k_spent, "spent");
DM_KW(k_field, "field");
DM_KW(k_than, "than");
DM_KW(k_chosen, "chosen");
DM_KW(k_by, "by");
DM_KW(k_where, "where");
DM_KW(k_their, "their");
DM_KW(k_its, "its");
DM_KW(k_owners, "owner's");
DM_KW(k_for, "for");
DM_KW(k_kod, "ko'd");
DM_KW(k_deal, "deal");
DM_KW(k_damage, "damage");
DM_KW(k_ko, "ko");
DM_KW(k_capture, "capture");
DM_KW(k_spin, "spin");
DM_KW(k_reroll, "reroll");
DM_KW(k_non_characters, "non-characters");
DM_KW(k_roll, "roll");
DM_KW(k_draw, "draw");
DM_KW(k_bag, "bag");
DM_KW(k_move, "move");
DM_KW(k_sacrifice, "sacrifice");
DM_KW(k_redirect, "redirect");
DM_KW(k_gain, "gain");
DM_KW(k_gains, "gains");
DM_KW(k_get, "get");
DM_KW(k_gets, "gets");
DM_KW(k_lose, "lose");
DM_KW(k_loses, "loses");
DM_KW(k_abilities, "abilities");
DM_KW(k_cant, "can't");
DM_KW(k_block, "block");
DM_KW(k_be, "be");
DM_KW(k_deals, "deals");
DM_KW(k_no, "no");
DM_KW(k_until, "until");
DM_KW(k_must, "must");
DM_KW(k_able, "able");
DM_KW(k_return, "return");
DM_KW(k_zone, "zone");
DM_KW(k_dealt, "dealt");
DM_KW(k_reduced, "reduced");
DM_KW(k_takes, "takes");
DM_KW(k_most, "most");
DM_KW(k_free, "free");
DM_KW(k_keep, "keep");
DM_KW(k_unaffected, "unaffected");
DM_KW(k_defending, "defending");
DM_KW(k_that, "that");
DM_KW(k_affiliation_w, "affiliation");
DM_KW(k_go, "go");
DM_KW(k_fist, "fist");
DM_KW(k_bolt, "bolt");
DM_KW(k_mask, "mask");
DM_KW(k_shield, "shield");
DM_KW(k_equal, "equal");
DM_KW(k_keyword, "keyword");
DM_KW(k_defense, "defense");
DM_KW(k_put, "put");
DM_KW(k_on, "on");
DM_KW(k_more, "more");
DM_KW(k_fields, "fields");
DM_KW(k_have, "have");
DM_KW(k_less, "less");
DM_KW(k_take, "take");
DM_KW(k_copy, "copy");
DM_KW(k_stats, "stats");
DM_KW(k_targeted, "targeted");
DM_KW(k_globals, "globals");
DM_KW(k_prevent, "prevent");
DM_KW(k_release, "release");
DM_KW(k_captured, "captured");
#undef DM_KW

struct number : seq<rep_min_max<1, 6, digit>, not_at<word_char>> {};
struct escape : seq<one<'\\'>, one<'"', '\\', 'n'>> {};
struct string_body : star<sor<escape, seq<not_at<one<'"', '\n', '\\'>>, any>>> {};
struct string_close : one<'"'> {};
struct string_lit : seq<one<'"'>, string_body, must<string_close>> {};
struct lua_block : raw_string<'[', '=', ']'> {};
struct lua_open : at<one<'['>> {};
struct lua_code : seq<lua_open, must<lua_block>> {};
struct identifier : plus<word_char> {};
struct dot : one<'.'> {};

// A word that is not one of the little words that end a phrase; used where a name goes (a
// zone, a trigger, a keyword) so that an unknown name reaches the checker instead of failing.
struct stop_word : sor<k_and, k_or, k_then, k_instead, k_otherwise, k_if, k_for, k_to, k_into, k_in, k_from,
                       k_until, k_where, k_by, k_with, k_non_characters, k_chosen, k_engaged, k_not, k_at> {};
struct name_word : seq<not_at<stop_word>, identifier> {};

// ---------------------------------------------------------------- file structure
struct set_code : identifier {};
struct set_name : string_lit {};
struct set_decl : seq<H<k_set>, must<set_code>, hs, opt<H<set_name>>, must<line_end>, ws> {};

struct card_number : number {};
struct card_title : string_lit {};
struct card_subtitle : string_lit {};
struct card_head : seq<H<k_card>, must<card_number>, hs, must<card_title>, hs, opt<H<card_subtitle>>, must<line_end>, ws> {};

// Properties: one per line.
struct prop_end : line_end {};
struct type_word : sor<seq<k_basic, plus<blank>, k_action>, k_character, k_action, k_sidekick> {};
struct p_type : seq<H<type_word>, must<prop_end>, ws> {};
struct energy_word : identifier {};
struct cost_amount : number {};
struct p_cost : seq<H<k_cost>, must<cost_amount>, hs, opt<H<energy_word>>, must<prop_end>, ws> {};
struct affiliation_name : string_lit {};
struct affiliation_list : list<H<affiliation_name>, H<one<','>>> {};
struct p_affiliation : seq<H<k_affiliation>, must<affiliation_list>, must<prop_end>, ws> {};
struct rarity_word : identifier {};
struct rarity_words : plus<H<rarity_word>> {};
struct p_rarity : seq<H<k_rarity>, must<rarity_words>, must<prop_end>, ws> {};
struct max_amount : number {};
struct p_max : seq<H<k_max>, must<max_amount>, hs, must<prop_end>, ws> {};
struct use_amount : number {};
struct p_use : seq<H<k_use>, must<use_amount>, hs, must<prop_end>, ws> {};
struct p_tentative : seq<H<k_tentative>, must<prop_end>, ws> {};
// `allow weaker-level`: the card's warnings of those names are meant, and not shown.
struct allow_name : identifier {};
struct allow_list : list<H<allow_name>, H<one<','>>> {};
struct p_allow : seq<H<k_allow>, must<allow_list>, must<prop_end>, ws> {};
struct id_text : string_lit {};
struct p_id : seq<H<k_id>, must<id_text>, hs, must<prop_end>, ws> {};
struct printed_text : string_lit {};
struct p_text : seq<H<k_text>, must<printed_text>, hs, must<prop_end>, ws> {};

struct bursts : star<one<'*'>> {};
struct stat_number : number {};
struct character_face : seq<stat_number, one<'/'>, stat_number, one<'/'>, stat_number, bursts, not_at<word_char>> {};
struct action_face : seq<k_action, bursts> {};
struct wild_face : one<'?'> {};
struct generic_face : number {};
struct symbol_word : seq<not_at<k_action>, identifier> {};
struct energy_face : list<symbol_word, plus<blank>> {};
struct face : sor<character_face, action_face, wild_face, generic_face, energy_face> {};
struct face_bar : one<'|'> {};
struct face_list : seq<H<face>, star<H<face_bar>, must<H<face>>>> {};
struct p_faces : seq<H<k_faces>, must<face_list>, must<prop_end>, ws> {};

struct property : sor<p_type, p_cost, p_affiliation, p_rarity, p_max, p_use, p_faces, p_text, p_tentative, p_id, p_allow> {};

// ---------------------------------------------------------------- selectors
struct number_word : sor<k_one, k_two, k_three, k_four, k_five> {};
struct count : sor<number, number_word> {};
struct q_up_to : seq<T<k_up>, T<k_to>, T<count>, T<k_target>> {};
struct q_n_target : seq<T<count>, T<k_target>> {};
struct q_target : T<k_target> {};
struct q_each : T<sor<k_each, k_every, k_all>> {};
struct q_a : T<sor<k_a, k_an, k_one>> {};
struct q_n : T<count> {};
struct q_another : seq<T<k_another>, opt<T<k_target>>> {};
struct quant : sor<q_up_to, q_n_target, q_target, q_each, q_another, q_a, q_n> {};

struct n_character_or_player : seq<T<k_character>, T<k_or>, T<k_player>> {};
struct n_character_die : seq<T<k_character>, T<sor<k_dice, k_die>>> {};
struct n_character : T<sor<k_characters, k_character>> {};
struct n_die : T<sor<k_dice, k_die>> {};
struct n_player : T<sor<k_players, k_player>> {};
struct n_opponent : T<sor<k_opponents, k_opponent>> {};
struct n_sidekick : seq<T<sor<k_sidekicks, k_sidekick>>, not_at<sor<n_character, n_die>>> {};
struct noun_base : sor<n_character_or_player, n_character_die, n_character, n_die, n_player, n_opponent> {};
struct noun : sor<noun_base, n_sidekick> {};

struct level_cmp : sor<seq<T<k_or>, T<k_lower>>, seq<T<k_or>, T<k_higher>>> {};
struct level_number : number {};
struct f_level : seq<T<k_level>, T<level_number>, opt<level_cmp>> {};
struct f_opposing : T<k_opposing> {};
struct f_your : T<k_your> {};
struct f_other : T<sor<k_other, k_another>> {};
struct f_non_sidekick : T<k_non_sidekick> {};
struct f_sidekick : T<k_sidekick> {};
struct f_attacking : T<k_attacking> {};
struct f_blocking : T<k_blocking> {};
struct f_blocked : T<k_blocked> {};
struct f_affiliation : T<string_lit> {};
struct f_not_affiliation : seq<sor<T<k_not>, TAO_PEGTL_ISTRING("non-")>, T<string_lit>> {};
struct f_word : T<name_word> {};   // an energy type, or a word the checker will name
struct adjective : sor<f_level, f_opposing, f_your, f_other, f_non_sidekick, f_not_affiliation, f_affiliation,
                       f_attacking, f_blocking, f_blocked, f_sidekick, f_word> {};

struct zone_owner : sor<seq<T<k_its>, T<k_owners>>, seq<T<k_their>, T<k_owners>>, T<k_your>, T<k_their>, T<k_its>, T<k_the>> {};
struct zone_word : T<name_word> {};
struct zone_words : rep_min_max<1, 3, zone_word> {};
struct zone_ref : seq<opt<zone_owner>, zone_words> {};

struct pm_yours : sor<seq<T<k_of>, T<k_yours>>, seq<T<k_you>, T<k_control>>> {};
struct pm_theirs : sor<seq<T<k_they>, T<k_control>>, seq<T<k_of>, T<k_theirs>>> {};
struct pm_this_card : seq<T<k_of>, T<k_this>, T<k_card>> {};
struct pm_engaged : seq<T<k_engaged>, T<k_with>, T<k_this>> {};
struct pm_not_paid : seq<T<k_not>, T<k_spent>, T<k_to>, T<k_field>, T<k_this>> {};
struct pm_other_than : seq<T<k_other>, T<k_than>, T<k_this>> {};
struct pm_other_than_that : seq<T<k_other>, T<k_than>, T<k_that>, T<sor<k_character, k_die>>> {};
struct pm_chosen : seq<T<k_chosen>, T<k_by>, T<k_your>, T<k_opponent>> {};
struct pm_zone : seq<T<sor<k_in, k_from>>, must<zone_ref>> {};
struct pm_where : seq<T<k_where>, must<T<lua_code>>> {};
struct post : sor<pm_yours, pm_theirs, pm_this_card, pm_engaged, pm_not_paid, pm_other_than, pm_other_than_that, pm_chosen, pm_zone, pm_where> {};

struct sel_this : T<k_this> {};
struct sel_it : sor<T<sor<k_it, k_them>>, seq<T<k_they>, not_at<k_control>>> {};
struct sel_opponent : sor<seq<T<k_your>, T<k_opponent>>, seq<T<k_the>, T<k_defending>, T<k_player>>> {};
struct sel_that_player : seq<T<k_that>, T<sor<k_opponent, k_player>>> {};
struct sel_that_die : seq<T<k_that>, T<sor<k_character, k_die>>> {};
struct sel_each_player : seq<T<k_each>, T<k_player>> {};
struct sel_you : seq<T<k_you>, not_at<k_control>> {};
struct noun_expected : noun {};
struct sel_set : seq<quant, star<not_at<noun>, adjective>, must<noun_expected>, star<post>> {};
// "your characters", "opposing characters": no quantifier, every match.
struct f_energy : T<sor<k_fist, k_bolt, k_mask, k_shield>> {};
struct plain_adjective : sor<f_level, f_opposing, f_your, f_other, f_non_sidekick, f_not_affiliation, f_affiliation,
                             f_attacking, f_blocking, f_blocked, f_sidekick, f_energy> {};
struct sel_plain : seq<plus<not_at<noun>, plain_adjective>, noun, star<post>> {};
struct selector : sor<sel_this, sel_it, sel_each_player, sel_opponent, sel_that_player, sel_that_die, sel_you, sel_set, sel_plain> {};
struct selector_expected : selector {};

// ---------------------------------------------------------------- conditions
struct cond;
struct state_word : T<sor<k_attacking, k_blocking, k_blocked>> {};
struct c_this_is : seq<T<k_this>, T<k_is>, state_word, star<T<k_or>, state_word>> {};
struct c_was : seq<T<sor<k_it, k_this>>, T<k_was>, state_word> {};
struct it_kind : T<sor<k_character, k_sidekick>> {};
struct it_not : T<k_not> {};
struct c_it_is : seq<T<k_it>, T<k_is>, opt<it_not>, opt<T<sor<k_a, k_an>>>, it_kind> {};
struct c_you_control : seq<T<k_you>, T<k_control>, must<selector_expected>> {};
struct c_underdog : T<k_underdog> {};
struct c_your_turn : sor<seq<T<k_during>, T<k_your>, T<k_turn>>, seq<T<k_it>, T<k_is>, T<k_your>, T<k_turn>>> {};
struct c_attack_step : seq<T<k_during>, T<k_the>, T<k_attack>, T<k_step>> {};
struct c_lua : seq<T<k_lua>, must<T<lua_code>>> {};
struct c_less_life : seq<T<k_you>, T<k_have>, T<k_less>, T<k_life>, T<k_than>, T<k_your>, T<k_opponent>> {};
struct dealt_number : number {};
struct c_dealt : seq<T<k_that>, T<k_dealt>, T<dealt_number>, T<k_or>, T<k_more>, T<k_damage>> {};
struct c_paren_close : T<one<')'>> {};
struct c_paren : seq<T<one<'('>>, cond, must<c_paren_close>> {};
struct c_not;
struct c_atom : sor<c_paren, c_not, c_underdog, c_your_turn, c_attack_step, c_this_is, c_was, c_it_is, c_you_control,
                    c_less_life, c_dealt, c_lua> {};
struct c_not : seq<T<k_not>, c_atom> {};
struct c_and : seq<c_atom, star<T<k_and>, c_atom>> {};
struct cond : seq<c_and, star<T<k_or>, c_and>> {};
struct cond_expected : cond {};

// ---------------------------------------------------------------- amounts and costs
struct amount_n : T<count> {};
struct amount_a : T<sor<k_a, k_an>> {};
struct amount : sor<amount_n, amount_a> {};
struct amount_expected : amount {};
struct per_kod : seq<opt<T<k_one>>, T<k_kod>> {};
struct per_sel : seq<star<not_at<noun>, adjective>, noun, star<post>> {};
struct per_each : seq<T<k_for>, T<k_each>, sor<per_kod, per_sel>> {};
// "equal to its attack", "equal to the defense of target character".
struct stat_word : T<sor<k_attack, k_defense>> {};
struct stat_its : seq<T<sor<k_its, k_their>>, stat_word> {};
struct stat_of : seq<T<k_the>, stat_word, T<k_of>, must<selector_expected>> {};
struct equal_stat : seq<T<k_equal>, T<k_to>, sor<stat_its, stat_of>> {};

struct cost_life : seq<T<number>, T<k_life>> {};
struct cost_energy : seq<T<number>, T<name_word>> {};
struct cost_item : sor<cost_life, cost_energy> {};
struct cost : list<cost_item, T<k_and>> {};
struct cost_expected : cost {};

// ---------------------------------------------------------------- statements
struct stmt;
struct phrase_stop : sor<one<',', '.', ';', ':'>, k_and, k_instead, k_until, k_then, k_otherwise, k_text> {};
struct phrase_word : seq<not_at<phrase_stop>, not_at<number>, T<identifier>> {};
struct kw_phrase : plus<phrase_word> {};
struct grant_affiliation : seq<T<k_affiliation_w>, T<string_lit>> {};
struct grant_flag_value : T<number> {};
struct grant_words : plus<phrase_word> {};
struct grant_item : sor<grant_affiliation, seq<grant_words, opt<grant_flag_value>>> {};
struct grant_list : seq<grant_item, star<sor<T<one<','>>, T<k_and>>, grant_item>> {};

struct stat_bonus : seq<one<'+', '-'>, rep_min_max<1, 6, digit>, one<'A', 'D', 'a', 'd'>, not_at<word_char>, ws> {};
struct bonus : seq<stat_bonus, star<opt<sor<T<k_and>, T<one<'/'>>>>, stat_bonus>> {};
struct until_eot : seq<T<k_until>, T<k_end>, T<k_of>, T<k_turn>> {};

struct s_lua : seq<T<k_lua>, must<T<lua_code>>> {};
struct deal_equal : seq<T<k_damage>, equal_stat> {};
struct s_deal : seq<T<k_deal>, sor<deal_equal, seq<must<amount_expected>, must<T<k_damage>>>>, must<T<k_to>>, must<selector_expected>, opt<per_each>> {};
struct s_each_other : seq<selector, T<k_and>, selector, T<sor<k_deal, k_deals>>, T<k_damage>, T<k_equal>, T<k_to>, T<k_their>,
                          stat_word, T<k_to>, T<k_each>, T<k_other>> {};
struct s_put_on_card : seq<T<k_put>, T<k_this>, T<k_on>, T<k_a>, T<k_basic>, T<k_action>, T<k_card>> {};

struct s_ko : seq<T<k_ko>, must<selector_expected>> {};
struct s_capture : seq<T<k_capture>, must<selector_expected>> {};
struct spin_to : seq<T<k_to>, T<k_level>, T<number>> {};
struct spin_either : seq<T<k_up>, T<k_or>, T<k_down>, opt<T<number>>> {};
struct spin_up : seq<T<k_up>, opt<T<number>>> {};
struct spin_down : seq<T<k_down>, opt<T<number>>> {};
struct spin_way : sor<spin_to, spin_either, spin_up, spin_down> {};
struct s_spin : seq<T<k_spin>, must<selector_expected>, must<spin_way>, opt<T<sor<k_levels, k_level>>>> {};
struct zone_expected : zone_ref {};
struct reroll_else : seq<T<one<','>>, T<k_non_characters>, opt<T<k_go>>, T<k_to>, must<zone_expected>> {};
struct s_reroll : seq<T<k_reroll>, must<selector_expected>, opt<reroll_else>> {};
struct s_roll : seq<T<k_roll>, must<selector_expected>, must<T<k_into>>, must<zone_expected>> {};
struct from_bag : seq<T<k_from>, T<k_your>, T<k_bag>> {};
struct s_draw : seq<T<k_draw>, must<amount_expected>, must<T<sor<k_dice, k_die>>>, opt<from_bag>, must<T<sor<k_into, k_to>>>, must<zone_expected>> {};
struct s_move : seq<T<k_move>, must<selector_expected>, must<T<k_to>>, must<zone_expected>> {};
struct field_level : seq<T<k_at>, T<k_level>, T<number>> {};
struct s_field : seq<T<k_field>, must<selector_expected>, opt<field_level>> {};
struct s_each_fields : seq<T<k_each>, T<k_player>, T<k_fields>, must<selector_expected>, opt<field_level>> {};

struct s_sacrifice : seq<T<k_sacrifice>, must<selector_expected>> {};
// The rulebook's "Capturing, Controlling, and Copying" and "Preventing and Redirecting".
struct s_control : seq<T<k_take>, T<k_control>, must<T<k_of>>, must<selector_expected>, opt<until_eot>> {};
struct copy_both : seq<T<k_stats>, T<k_and>, T<k_abilities>> {};
struct copy_stats : T<k_stats> {};
struct copy_abilities : T<k_abilities> {};
struct copy_what : sor<copy_both, copy_stats, copy_abilities> {};
struct copy_what_expected : copy_what {};
struct s_copy : seq<T<k_copy>, must<T<k_the>>, must<copy_what_expected>, must<T<k_of>>, must<selector_expected>, opt<until_eot>> {};
struct prevent_all : T<k_all> {};
struct s_prevent : seq<T<k_prevent>, sor<prevent_all, must<amount_expected>>, must<T<k_damage>>, must<T<k_to>>, must<selector_expected>> {};
struct s_release : seq<T<k_release>, must<T<k_the>>, must<T<sor<k_dice, k_die>>>, must<T<k_this>>, must<T<k_captured>>> {};
struct s_redirect : seq<T<k_redirect>, must<amount_expected>, must<T<k_damage>>, must<T<k_to>>, must<selector_expected>> {};
struct s_gain_life : seq<T<k_gain>, amount, T<k_life>, opt<per_each>> {};
struct s_lose_life : seq<T<k_lose>, amount, T<k_life>, opt<per_each>> {};
struct s_must_block : seq<T<k_each>, T<k_opposing>, T<k_character>, T<k_must>, T<k_block>, T<k_this>, opt<T<k_if>, T<k_able>>> {};
struct s_invulnerable : seq<T<k_your>, T<k_attacking>, T<k_characters>, T<k_kod>, T<k_this>, T<k_turn>, T<k_return>, T<k_to>, T<k_the>, T<k_field>, opt<T<k_zone>>> {};

// Static bodies.
struct s_restrict : seq<T<k_this>, T<k_cant>, T<k_be>, T<k_blocked>, T<k_by>, must<selector_expected>> {};
struct s_reduce : seq<T<k_damage>, T<k_dealt>, T<k_to>, T<k_this>, T<k_is>, T<k_reduced>, T<k_by>, T<number>> {};
struct s_at_most : seq<T<k_this>, T<k_takes>, T<k_at>, T<k_most>, T<number>, T<k_damage>, T<k_from>, T<k_each>, T<k_action>, T<k_die>> {};
struct field_free : seq<T<k_field>, T<k_this>, T<k_for>, T<k_free>> {};
struct field_paid : seq<T<k_pay>, cost, T<k_to>, T<k_field>, T<k_this>, opt<T<k_for>, T<k_free>>> {};
struct s_field_alt : seq<T<k_you>, T<k_may>, sor<field_free, field_paid>> {};
struct s_protect : seq<T<k_you>, T<k_may>, T<k_pay>, cost, T<k_to>, T<k_keep>, T<k_this>, T<k_unaffected>> {};

// "<selector> gets +1A", "<selector> gains overcrush", "you gain 1 life", "it can't block".
struct v_gets : T<sor<k_gets, k_get, k_gains, k_gain>> {};
struct v_loses : T<sor<k_loses, k_lose>> {};
struct p_bonus : seq<v_gets, bonus, opt<per_each>> {};
struct p_gain_life : seq<v_gets, amount, T<k_life>, opt<per_each>> {};
struct p_lose_life : seq<v_loses, amount, T<k_life>, opt<per_each>> {};
struct p_lose_abilities : seq<v_loses, T<sor<k_its, k_their>>, T<k_abilities>> {};
struct p_cant_be_blocked : seq<T<k_cant>, T<k_be>, T<k_blocked>> {};
struct p_cant_block : seq<T<k_cant>, T<k_block>> {};
struct p_cant_attack : seq<T<k_cant>, T<k_attack>> {};
struct p_no_damage : seq<T<sor<k_deals, k_deal>>, T<k_no>, T<k_combat>, T<k_damage>> {};
// "can't be targeted [by global abilities | by action dice | by character abilities | by opponents]"
struct tb_globals : sor<seq<T<k_global>, T<k_abilities>>, T<k_globals>> {};
struct tb_action_dice : seq<T<k_action>, T<sor<k_dice, k_die>>> {};
struct tb_character_abilities : seq<T<k_character>, T<k_abilities>> {};
struct tb_opponents : sor<seq<T<k_your>, T<k_opponent>>, T<k_opponents>> {};
struct targeted_by : seq<T<k_by>, sor<tb_globals, tb_action_dice, tb_character_abilities, tb_opponents>> {};
struct p_cant_be_targeted : seq<T<k_cant>, T<k_be>, T<k_targeted>, opt<targeted_by>> {};
struct p_grant : seq<v_gets, grant_list> {};
struct predicate : sor<p_bonus, p_gain_life, p_lose_life, p_lose_abilities, p_cant_be_targeted, p_cant_be_blocked, p_cant_block, p_cant_attack, p_no_damage, p_grant> {};
struct predicate_expected : predicate {};
struct s_subject : seq<selector, must<predicate_expected>, opt<until_eot>> {};

// A bare list of keywords: "overcrush." / "overcrush, regenerate."
struct s_keywords : seq<list<kw_phrase, T<one<','>>>, at<sor<one<'.'>, k_instead, k_text>>> {};

struct simple : sor<s_lua, s_each_fields, s_put_on_card, s_deal, s_ko, s_capture, s_control, s_copy, s_prevent, s_release, s_spin, s_reroll, s_roll, s_draw, s_move, s_field, s_sacrifice, s_redirect,
                    s_gain_life, s_lose_life, s_must_block, s_invulnerable, s_restrict, s_reduce, s_at_most, s_field_alt,
                    s_protect, s_each_other, s_subject, s_keywords> {};
struct simple_expected : simple {};
struct if_then : simple_expected {};
struct if_else : simple_expected {};
struct s_if : seq<T<k_if>, must<cond_expected>, must<T<one<','>>>, must<if_then>,
                  opt<opt<sor<T<one<';'>>, T<one<','>>>>, T<k_otherwise>, opt<T<one<','>>>, must<if_else>>> {};
struct stmt : sor<s_if, simple> {};
struct stmt_sep : sor<seq<opt<T<one<';', ','>>>, T<k_then>>, T<one<';'>>> {};
struct stmt_expected : stmt {};
struct body : seq<stmt, star<stmt_sep, must<stmt_expected>>> {};
struct body_expected : body {};

// ---------------------------------------------------------------- abilities
struct trigger_words : plus<not_at<one<',', ':'>>, T<identifier>> {};
struct h_when : seq<T<k_when>, trigger_words> {};
struct h_after_blockers : seq<T<k_after>, T<k_blockers>, T<k_are>, T<k_declared>> {};
struct h_end_of_combat : seq<T<k_at>, T<k_end>, T<k_of>, T<k_combat>> {};
struct h_end_of_turn : seq<T<k_at>, T<k_end>, T<k_of>, T<k_turn>> {};
struct h_aftershock : T<k_aftershock> {};
struct h_first_time : seq<T<k_the>, T<k_first>, T<k_time>, T<k_each>, T<k_turn>, T<k_you>, T<k_field>, T<k_a>, T<k_character>> {};
struct h_global : T<k_global> {};
struct h_may : seq<opt<T<k_you>>, T<k_may>> {};
struct h_pay : seq<T<k_pay>, must<cost_expected>> {};
struct h_once : seq<T<k_once>, T<k_per>, T<k_turn>> {};
struct h_while_active : seq<T<k_while>, T<k_active>> {};
struct h_repeat : seq<T<k_any>, T<k_number>, T<k_of>, T<k_times>> {};
struct h_sacrifice : seq<T<k_sacrifice>, must<selector_expected>> {};
struct h_if : seq<T<k_if>, must<cond_expected>> {};
struct h_cond : sor<c_underdog, c_your_turn, c_attack_step> {};
struct clause : sor<h_when, h_after_blockers, h_end_of_combat, h_end_of_turn, h_aftershock, h_first_time, h_global,
                    h_may, h_pay, h_sacrifice, h_once, h_while_active, h_repeat, h_if, h_cond> {};
struct head : seq<clause, star<opt<T<one<','>>>, clause>, T<one<':'>>> {};

struct instead : T<k_instead> {};
// The printed words of an ability, for what Lua does: `lua [[ ... ]] text "...".`
struct ability_text : seq<T<k_text>, must<printed_text>, ws> {};
struct ability_end : T<dot> {};
struct burst_mark : sor<TAO_PEGTL_STRING("*/**"), TAO_PEGTL_STRING("**"), one<'*'>> {};
struct burst_ability : seq<T<burst_mark>, must<T<one<':'>>>, must<body_expected>, opt<instead>, opt<ability_text>, must<ability_end>> {};
struct lua_ability : seq<T<k_ability>, must<T<lua_code>>, opt<ability_text>, must<ability_end>> {};
struct headed_ability : seq<head, must<body_expected>, opt<instead>, opt<ability_text>, must<ability_end>> {};
struct plain_ability : seq<body, opt<instead>, opt<ability_text>, must<ability_end>> {};
struct ability : sor<burst_ability, lua_ability, headed_ability, plain_ability> {};

struct card_item : sor<property, ability> {};
struct card_end : eof {};
struct card : seq<card_head, star<card_item>, must<card_end>> {};

// `keyword "Tailwind"`: a keyword the set defines, its reminder text and abilities as on a card.
struct keyword_name : string_lit {};
struct keyword_head : seq<H<k_keyword>, must<keyword_name>, hs, must<line_end>, ws> {};
struct keyword_def : seq<keyword_head, star<card_item>, must<card_end>> {};

// A chunk is what lies between two lines starting with `set`, `card` or `keyword`.
struct chunk_start : sor<set_decl, card, keyword_def> {};
struct chunk : seq<ws, sor<eof, seq<chunk_start, must<card_end>>>> {};
// Text before the first `set` or `card`: comments and blank lines only.
struct prelude : seq<ws, must<card_end>> {};

}  // namespace dm::dsl::grammar
