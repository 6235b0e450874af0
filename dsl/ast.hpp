#pragma once
// The card language as data: what the parser reads out of a `.card` file, what the checker
// judges, and what the code generator, the renderer and the formatter print. Every node keeps
// the place it was written so that any later pass can point at it.
#include <memory>
#include <string>
#include <vector>

namespace dm::dsl {

struct Pos {
  int line = 0;            // 1-based
  int col = 0;             // 1-based, in bytes from the start of the line
  std::size_t byte = 0;    // offset in the file
  int len = 1;             // bytes covered, for the caret underline
};

// One filter word on a selector: "opposing", "level 1", "fist", "\"X-Men\"", "not spent to field this".
struct Filter {
  enum class Kind {
    Opposing,      // opposing / of theirs
    Yours,         // your / of yours / you control
    Theirs,        // they control: the player named by the same statement
    Other,         // other / another / other than this
    Level,         // level N [or lower | or higher]
    Energy,        // fist, bolt, mask, shield (word checked by the checker)
    Affiliation,   // "X-Men"
    NotAffiliation,// not "Spidey Friends" / non-"Villain"
    Sidekick,      // sidekick
    NotSidekick,   // non-sidekick
    Attacking,
    Blocking,
    Blocked,
    Engaged,       // engaged with this
    OfThisCard,    // of this card
    NotJustPaid,   // not spent to field this
    NotThatDie,    // other than that character: not the die of the triggering event
    CharacterDie,  // a character or Sidekick die (whatever face it shows)
    Lua,           // where [[ expression over d ]]
    Unknown,       // a word the grammar did not know: the checker names it
  };
  Kind kind = Kind::Unknown;
  int n = 0;       // Level: the level
  int cmp = 0;     // Level: 0 exactly, -1 or lower, +1 or higher
  std::string word;  // Energy / Affiliation / Lua text / Unknown word
  Pos pos;
};

// Who or what a statement acts on.
struct Selector {
  enum class Kind {
    This,         // this (the die whose ability it is)
    It,           // it / them: the latest die or dice mentioned
    You,          // you
    Opponent,     // your opponent / the defending player
    ThatPlayer,   // that opponent / that player: the player of the triggering event
    ThatDie,      // that character / that die: the die of the triggering event
    EachPlayer,   // each player
    Target,       // target ..., a ..., up to two target ...: chosen before the effect
    Each,         // each / every / all ...: every match, without targeting
    First,        // "each player fields a Sidekick die ...": the first match, if any; nobody chooses
  };
  enum class Noun { None, Character, Die, Player, CharacterOrPlayer };
  Kind kind = Kind::This;
  Noun noun = Noun::None;
  int count = 1;            // Target: how many
  int min = 1;              // Target: at least (up to N: 1)
  bool plural = false;      // them / characters / dice
  bool chooser_opponent = false;  // chosen by your opponent
  bool explicit_target = false;   // written "target" (not "a"/"one")
  std::string quant;        // the quantifier as written, lower case: "each", "every", "all", "a", ...
  std::vector<Filter> filters;
  std::string zone;         // canonical zone word ("" = the Field Zone)
  std::string zone_owner;   // "your", "their", "its owner's", "" (as written)
  Pos zone_pos;
  Pos pos;
  int target_index = -1;    // Target: index among the ability's targets (set by the checker)
};

// A number as written, "N for each <selector>" / "N for each one KO'd", or a die's stat:
// "damage equal to its attack", "equal to the defense of target character".
struct Amount {
  int n = 1;
  enum class Per { None, Each, KOd, Stat } per = Per::None;
  std::shared_ptr<Selector> each;   // Each: what is counted; Stat: whose stat (It when "its")
  std::string stat;                 // Stat: "attack" or "defense"
  Pos pos;
};

struct Cond {
  enum class Kind {
    Underdog,          // underdog
    YourTurn,          // during your turn / it is your turn
    AttackStep,        // during the attack step
    ThisIs,            // this is attacking|blocking|blocked (word)
    WasRole,           // it was blocking|attacking (the KO'd or leaving die's role)
    ItIs,              // it is a character|sidekick / it is not a character
    YouControl,        // you control <selector>
    LessLife,          // you have less life than your opponent
    Dealt,             // that dealt N or more damage: read once the ability's damage is dealt
    Not, And, Or,
    Lua,               // lua [[ expression ]]
  };
  Kind kind = Kind::Underdog;
  std::string word;          // ThisIs/WasRole/ItIs: the state; Lua: the text
  int n = 0;                 // Dealt: at least this much damage
  bool negated = false;      // ItIs: "is not"
  std::shared_ptr<Selector> sel;   // YouControl
  std::vector<Cond> kids;    // Not (1), And/Or (2+)
  Pos pos;
};

struct Cost {
  // energy word ("fist", "bolt", "mask", "shield", "energy" for any) -> amount, in written order
  std::vector<std::pair<std::string, int>> energy;
  std::vector<Pos> energy_pos;
  int life = 0;
  bool free = false;     // "for free"
  Pos pos;
  bool empty() const { return energy.empty() && life == 0; }
};

struct Stmt {
  enum class Kind {
    // Effects (triggered, global, activated, action).
    Damage,      // deal <amount> damage to <sel>
    Bonus,       // <sel> gets +NA +ND (until end of turn; static: while it applies)
    Grant,       // <sel> gains <words> (die keyword or flag; player flag)
    KO,          // KO <sel>
    Capture,     // capture <sel>
    Release,     // release the dice this captured
    Control,     // take control of <sel> (until end of turn, or until this leaves the field)
    Copy,        // copy the stats|abilities|stats and abilities of <sel> (word: stats, abilities, both)
    Prevent,     // prevent <amount>|all damage to <sel> (word: "all"), this turn
    Spin,        // spin <sel> up|down|up or down [N] / to level N   (word: up, down, either, to)
    Reroll,      // reroll <sel> [, non-characters to <zone>]
    Roll,        // roll <sel> into <zone>
    Draw,        // draw <amount> dice [from your bag] into <zone>
    Move,        // move <sel> to <zone>
    Field,       // field <sel> [at level N]
    Sacrifice,   // sacrifice <sel>
    GainLife,    // <sel> gains <amount> life
    LoseLife,    // <sel> loses <amount> life
    Redirect,    // redirect <amount> damage to <sel>
    MustBlock,   // each opposing character must block this [if able]
    Invulnerable,// your attacking characters KO'd this turn return to the field zone
    EachOther,   // <sel> and <other> deal damage equal to their attack to each other
    PutOnCard,   // put this on a basic action card (your opponent pays double for its dice)
    If,          // if <cond>, <stmt> [otherwise <stmt>]
    Lua,         // lua [[ statements ]]
    // Static bodies (no trigger, no cost, not global).
    Keywords,    // overcrush, regenerate
    Restrict,    // this can't be blocked by <selector>
    Reduce,      // damage dealt to this is reduced by N
    AtMost,      // this takes at most N damage from each action die
    FieldAlt,    // you may field this for free / you may pay <cost> to field this
    Protect,     // you may pay <cost> to keep this unaffected
  };
  Kind kind = Kind::Damage;
  Pos pos;
  std::shared_ptr<Selector> sel;   // subject or object
  std::shared_ptr<Selector> other; // EachOther: the second die
  bool each_player = false;        // Field: "each player fields ...", the die taken from each player's
  bool from_bag = false;           // Draw: "from your bag": an empty bag is not refilled
  Amount amount;                   // Damage, Draw, GainLife, LoseLife, Redirect, Reduce, AtMost, Field (level)
  int attack = 0, defense = 0;     // Bonus
  std::string word;                // Spin: up/down/either/to; Lua: text
  std::string zone;                // Reroll/Roll/Draw/Move destination (canonical word)
  std::string zone_written;        // as written, for messages
  Pos zone_pos;
  std::vector<std::string> words;  // Grant / Keywords: as written (lower case)
  std::vector<Pos> word_pos;
  std::vector<int> values;         // Grant: a number after a player flag word (0 when none)
  Cost cost;                       // FieldAlt / Protect
  Pos code_pos;                    // Lua: where its block opens
  std::shared_ptr<Cond> cond;      // If
  std::vector<Stmt> then, otherwise;  // If
};

struct Ability {
  Pos pos;
  // Head clauses, as written (any order).
  std::string trigger;        // kernel trigger name ("" = none); "reaction" for "when you would take damage"
  std::string trigger_written;  // the phrase as written (for messages and unknown triggers)
  Pos trigger_pos;
  bool trigger_known = true;
  bool global = false;
  bool may = false;
  bool once_per_turn = false;
  bool while_active = false;
  bool first_each_turn = false;   // "the first time each turn you field a character"
  bool combat = false;            // takes combat damage / deals combat damage
  bool ko_while_blocking = false; // "this is KO'd while blocking"
  bool repeatable = false;        // "any number of times": a global paid for in a batch
  bool has_cost = false;
  Cost cost;
  std::shared_ptr<Selector> sacrifice;  // "sacrifice <what>:" as a cost, paid before the effects
  std::vector<Cond> conditions;   // underdog, during your turn, if ...: all must hold
  std::vector<Pos> clause_pos;    // where each head clause starts, for messages
  // Burst clause ("*:", "**:", "*/**:"), which repeats the head of the ability before it.
  int burst = 0;                  // 0 none, 1 '*', 2 '**', 3 '*/**'
  bool instead = false;
  int parent = -1;                // index of the ability whose head it repeats
  std::vector<Stmt> body;
  std::string source;             // the ability as written, blanks folded
  std::string lua_table;          // ability [[ { ... } ]]: a whole ability written in Lua
  Pos lua_pos;
  std::string text;               // text "...": the printed text, shown for what Lua does
  Pos text_pos;
  std::string from_keyword;       // copied from the definition of this keyword (keywords.cpp)
  bool uses_lua() const;
};

struct Face {
  enum class Kind { Energy, Character, Action, Unknown };
  Kind kind = Kind::Unknown;
  std::vector<std::string> symbols;  // Energy: words as written ("fist", "fist")
  int generic = 0;                   // Energy: "2"
  bool wild = false;                 // Energy: "?"
  int fielding = 0, attack = 0, defense = 0;  // Character
  int bursts = 0;                    // Character / Action
  Pos pos;
};

// Where a property of the card header was written (for duplicate and missing-property messages).
struct Prop {
  std::string name;
  Pos pos;
};

struct Card {
  Pos pos;              // the `card` keyword
  std::string set;      // the set declared before it
  std::string set_name;
  int number = 0;
  Pos number_pos;
  std::string title, subtitle;
  Pos title_pos;
  std::string kind;     // character, action, basic_action, sidekick ("" = missing)
  Pos kind_pos;
  int cost = -1;        // -1: not written
  std::string energy;   // as written ("" = none)
  Pos cost_pos, energy_pos;
  std::vector<std::string> affiliations;
  std::string rarity;
  Pos rarity_pos;
  int max = -1;         // max N
  int use = -1;         // use N (basic actions)
  Pos max_pos;
  bool tentative = false;
  std::string id;       // id "..." (default <set>-<number>)
  std::vector<Face> faces;
  Pos faces_pos;
  std::string text;     // the printed text, if written; of a keyword: its reminder text
  std::vector<Ability> abilities;
  // `keyword "Tailwind"`: not a card but a keyword its set defines, its abilities given to
  // every card of the set that lists it (keywords.cpp).
  bool keyword_def = false;
  struct DefinedKeyword {
    std::string name;      // as the definition writes it
    std::string reminder;  // its `text`
  };
  std::vector<DefinedKeyword> defined_keywords;  // the keywords its set defines
  const DefinedKeyword* defined(const std::string& word) const;
  std::vector<Prop> props;
  // `allow weaker-level, unused-burst`: warnings of the card that its designer meant (their
  // names: dsl/diagnostic.hpp).
  struct Allowed {
    std::string name;
    Pos pos;
  };
  std::vector<Allowed> allowed;
  // Syntax errors inside this card: what failed to parse is missing from it, so the checker
  // does not also report the lines and abilities as absent.
  int syntax_errors = 0;
  std::string full_id() const;   // id, or "<set>-<NNN>"
  std::string name() const { return subtitle.empty() ? title : title + ": " + subtitle; }
  bool uses_lua() const;
};

struct Comment {
  std::size_t byte = 0;
  int line = 0;
  std::string text;     // including the leading '#'
  bool trailing = false;  // written after something on the same line
};

struct SetDecl {
  std::string code, name;
  Pos pos;
};

struct File {
  std::string path;
  std::vector<SetDecl> sets;       // in order
  std::vector<Card> cards;         // in order
  std::vector<Comment> comments;   // in order
  // Set declarations and cards interleaved as written: (is_set, index).
  std::vector<std::pair<bool, int>> order;
};

}  // namespace dm::dsl
