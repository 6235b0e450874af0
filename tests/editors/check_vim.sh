#!/bin/sh
# Vim itself highlights a card file with editors/vim: the longest phrase wins where lists
# overlap ("this is ko'd while blocking", "ko at end of turn"), faces, bonuses, strings,
# comments and Lua blocks get their own groups.
# Usage: check_vim.sh SOURCE_DIR
set -eu
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# line:column group, for tests/editors/sample.card
cat >"$tmp/expected" <<'END'
1:3 cardComment
2:10 cardString
6:10 cardEnergy
7:40 cardFace
8:8 cardTrigger
8:30 cardTrigger
8:64 cardZone
9:3 cardBurst
9:14 cardKeyword
9:16 cardBonus
9:66 cardDieKeyword
9:76 cardDieKeyword
9:24 cardDieKeyword
10:3 cardKeyword
10:17 cardLuaBlock
END
cat >"$tmp/probe.vim" <<END
let out = []
for item in readfile('$tmp/expected')
  let [l, c] = split(split(item)[0], ':')
  call add(out, l . ':' . c . ' ' . synIDattr(synID(str2nr(l), str2nr(c), 1), 'name'))
endfor
call writefile(out, '$tmp/actual')
qa!
END
vim -u NONE -N -es -i NONE -c "set rtp^=$src/editors/vim" -c 'filetype on' -c 'syntax on' \
    -c "e $src/tests/editors/sample.card" -c "so $tmp/probe.vim" </dev/null
diff "$tmp/expected" "$tmp/actual"
echo "vim: ok"
