" Files in the Dice Masters card language (docs/card-language.md).
autocmd BufRead,BufNewFile *.card setfiletype card
