" Vim syntax file
" Language:   the Dice Masters card language (.card files; docs/card-language.md)
" The word lists follow dsl/vocabulary.cpp; tests/test_editor_syntax.cpp fails when they differ.

if exists("b:current_syntax")
  finish
endif

" Lua inside [[ ]] after lua, ability or where.
syn include @cardLua syntax/lua.vim
unlet! b:current_syntax

syn case ignore
syn iskeyword @,48-57,_,',-

" One match a list (dsl/vocabulary.cpp), longest first; a later list wins where two start at
" the same word ("ko at end of turn" over "ko"), so the longer phrases come last.
" The words the language reserves (keywords()).
syn match cardKeyword "\<\(after\s\+blockers\s\+are\s\+declared\|during\s\+the\s\+attack\s\+step\|any\s\+number\s\+of\s\+times\|at\s\+end\s\+of\s\+combat\|during\s\+your\s\+turn\|take\s\+control\s\+of\|at\s\+end\s\+of\s\+turn\|less\s\+life\s\+than\|sacrifice\s\+this\|once\s\+per\s\+turn\|basic\s\+action\|while\s\+active\|affiliation\|aftershock\|each\s\+other\|character\|otherwise\|sacrifice\|tentative\|captured\|equal\s\+to\|opposing\|redirect\|reminder\|sidekick\|underdog\|ability\|capture\|defense\|instead\|keyword\|or\s\+more\|prevent\|release\|action\|attack\|damage\|fields\|global\|rarity\|reroll\|target\|allow\|dealt\|every\|faces\|field\|gains\|level\|stats\|card\|copy\|cost\|deal\|draw\|each\|gain\|gets\|life\|lose\|move\|roll\|spin\|text\|then\|when\|your\|lua\|max\|may\|pay\|put\|set\|use\|id\|if\|ko\)\>"
" Rarities (rarities()).
syn match cardRarity "\<\(super\s\+rare\|uncommon\|starter\|common\|promo\|none\|rare\)\>"
" Energy types (energies()).
syn match cardEnergy "\<\(shield\|bolt\|fist\|mask\)\>"
" Zones (zones()).
syn match cardZone "\<\(reserve\s\+pool\|attack\s\+zone\|out\s\+of\s\+play\|field\s\+zone\|prep\s\+area\|used\s\+pile\|field\|bag\)\>"
" Keywords a die may have or be given (die_keywords()).
syn match cardDieKeyword "\<\(can't\s\+be\s\+targeted\s\+by\s\+character\s\+abilities\|can't\s\+be\s\+targeted\s\+by\s\+global\s\+abilities\|can't\s\+be\s\+targeted\s\+by\s\+action\s\+dice\|can't\s\+be\s\+targeted\s\+by\s\+opponents\|defense\s\+equal\s\+to\s\+attack\|ko\s\+at\s\+end\s\+of\s\+combat\|can't\s\+be\s\+targeted\|ko\s\+at\s\+end\s\+of\s\+turn\|no\s\+combat\s\+damage\|can't\s\+attack\|no\s\+abilities\|can't\s\+block\|unblockable\|regenerate\|overcrush\|deadly\|swarm\|ally\)\>"
" Flags a player may be given (player_flags()).
syn match cardPlayerFlag "\<\(non-villain\s\+block\s\+tax\|extra\s\+damage\|invulnerable\|block\s\+tax\)\>"
" What `when` may follow (triggers()).
syn match cardTrigger "\<\(you\s\+deal\s\+damage\s\+with\s\+an\s\+action\s\+die\s\+or\s\+global\s\+ability\|this\s\+deals\s\+combat\s\+damage\s\+to\s\+your\s\+opponent\|an\s\+opponent\s\+uses\s\+an\s\+action\s\+die\|this\s\+is\s\+ko'd\s\+while\s\+blocking\|this\s\+damages\s\+your\s\+opponent\|this\s\+is\s\+assigned\s\+to\s\+attack\|this\s\+takes\s\+combat\s\+damage\|you\s\+or\s\+this\s\+take\s\+damage\|this\s\+leaves\s\+the\s\+field\|you\s\+field\s\+a\s\+character\|you\s\+would\s\+take\s\+damage\|this\s\+takes\s\+damage\|this\s\+is\s\+blocked\|this\s\+is\s\+fielded\|this\s\+attacks\|this\s\+is\s\+ko'd\|this\s\+is\s\+used\|this\s\+blocks\)\>"

syn match cardNumber "\<\d\+\>"
syn match cardFace "\<\d\+/\d\+/\d\+\**"
syn match cardBonus "[+-]\d\+[ad]\>"
syn match cardBurst "^\s*\zs\(\*/\*\*\|\*\*\|\*\)\ze\s*:"
syn region cardString start=+"+ skip=+\\\\\|\\"+ end=+"+ oneline
syn region cardLuaBlock matchgroup=cardLuaDelimiter start="\[\z(=*\)\[" end="\]\z1\]" contains=@cardLua keepend
syn match cardComment "#.*$" contains=@Spell

hi def link cardComment Comment
hi def link cardString String
hi def link cardNumber Number
hi def link cardFace Number
hi def link cardBonus Number
hi def link cardBurst Operator
hi def link cardLuaDelimiter Delimiter
hi def link cardKeyword Keyword
hi def link cardEnergy Constant
hi def link cardZone Identifier
hi def link cardDieKeyword Type
hi def link cardPlayerFlag Type
hi def link cardRarity Constant
hi def link cardTrigger Function

let b:current_syntax = "card"
