// How the play page looks: the viewer page's colours around a frame that holds the table, with
// the side pane a laptop screen keeps in view beside it.
#include "engine/serve/play_page.hpp"

namespace dm::serve {

const char* const kPlayStyle = R"CSS(
*{box-sizing:border-box}
html,body{height:100%}
body{margin:0;font-family:system-ui,"DejaVu Sans","Liberation Sans",sans-serif;font-size:14px;color:#222;background:#e9e6de;display:flex;flex-direction:column}
#top{background:#2b2d33;color:#eee;padding:6px 14px;display:flex;gap:12px;align-items:baseline}
#top h1{font-size:17px;margin:0}
.muted{color:#777}
#top .muted{color:#aab}
#status{margin-left:auto;color:#ffd866}
.card{background:#fff;border-radius:10px;padding:10px 14px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h2{font-size:13px;text-transform:uppercase;letter-spacing:.05em;color:#556;margin:2px 0 8px}
#lobby{padding:18px;display:flex;justify-content:center;overflow:auto}
#new-game{width:min(720px,100%)}
.grid{display:grid;grid-template-columns:minmax(120px,auto) 1fr;gap:8px 12px;align-items:center}
fieldset{border:1px solid #ddd;border-radius:8px;margin:10px 0;padding:8px 12px}
legend{color:#556;font-size:13px}
select,input{font:inherit;padding:5px 7px;border:1px solid #bbb;border-radius:6px;background:#fff;min-width:0}
button,.row a{font:inherit;padding:6px 12px;border:1px solid #8a8f9c;border-radius:7px;background:#f4f4f6;color:#222;cursor:pointer;text-decoration:none}
button:hover,.row a:hover{background:#e4e6ec}
button:focus-visible,a:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #2f6fd6;outline-offset:1px}
#start{background:#2f6fd6;color:#fff;border-color:#2f6fd6;font-weight:600}
.error{color:#b3261e;white-space:pre-wrap;margin:6px 0}
.error:empty{display:none}
.hint{font-size:12px;color:#777}
#play{flex:1;display:flex;gap:10px;padding:8px;min-height:0}
#play[hidden],#lobby[hidden]{display:none}
#table{flex:1;min-width:0;position:relative}
#table iframe{position:absolute;inset:0;width:100%;height:100%;border:0;border-radius:10px;background:#e9e6de}
#table iframe[hidden]{visibility:hidden;display:block}
#side{width:380px;flex:none;display:flex;flex-direction:column;gap:8px;min-height:0}
#side>.card:last-child{flex:1;min-height:120px;display:flex;flex-direction:column}
#result{font-weight:700;font-size:16px;color:#1d6b3a}
#result:empty{display:none}
#prompt{text-transform:none;letter-spacing:0;font-size:15px;color:#222;margin:6px 0}
#choices{display:flex;flex-wrap:wrap;gap:6px;max-height:38vh;overflow:auto;padding:2px}
#choices button{text-align:left;max-width:100%}
#choices button .k{display:block;font-size:11px;color:#667;font-family:ui-monospace,monospace}
#choices button .n{display:inline-block;min-width:1.3em;margin-right:4px;font-size:11px;color:#fff;background:#556;border-radius:4px;text-align:center}
#choices button.lit{border-color:#e09a00;background:#fff3d6}
#choices.many button{padding:3px 7px;font-size:12.5px}
#key-form{margin-top:8px;display:flex;flex-direction:column;gap:3px}
#key-form[hidden]{display:none}
#key-form label{font-size:11.5px}
#pick{margin:6px 0;padding:6px;background:#fff3d6;border-radius:6px}
#tools{display:flex;gap:8px;flex-wrap:wrap}
.row a[aria-disabled=true]{opacity:.45;pointer-events:none}
#narration{overflow:auto;flex:1;white-space:pre-wrap;font-size:12.5px;line-height:1.45}
#narration .h{font-weight:700;color:#334;margin-top:4px}
@media (max-width:900px){#play{flex-direction:column}#table{min-height:60vh}#side{width:auto}}
)CSS";

}  // namespace dm::serve
