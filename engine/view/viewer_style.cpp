// How the viewer page looks: a table of player panels with their zones, dice drawn as dice in
// their cards' energy colours (the colours of the card faces cardc draws), and a side pane
// with the account of the step and the cards on the table.
#include "engine/view/viewer_page.hpp"

namespace dm::view {

const char* const kViewerStyle = R"CSS(
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,"DejaVu Sans","Liberation Sans",sans-serif;font-size:13px;color:#222;background:#e9e6de}
.muted{color:#777}
#bar{position:sticky;top:0;z-index:5;background:#2b2d33;color:#eee;padding:6px 14px 7px;box-shadow:0 2px 6px rgba(0,0,0,.25)}
#bar .row{display:flex;align-items:center;gap:10px;flex-wrap:wrap}
#page-note{margin:0;padding:6px 10px;background:#fff4d6;border:1px solid #e0c36a;border-radius:4px;color:#3a2f00}
#bar h1{font-size:16px;margin:0}
#bar .muted{color:#aab}
#result{margin-left:auto;font-weight:600;color:#ffd866}
.controls{margin-top:4px}
.controls button{width:34px;height:30px;border:0;border-radius:6px;background:#454852;color:#eee;cursor:pointer;padding:4px}
.controls button:hover{background:#5b5f6b}
.controls button svg{width:100%;height:100%;fill:currentColor}
.controls #play{width:40px;background:none;color:#ffd866}
#slider{flex:1;min-width:160px;accent-color:#ffd866}
.controls label{font-size:12px;color:#ccd}
.controls select{background:#454852;color:#eee;border:0;border-radius:5px;padding:4px}
.status{margin-top:5px;font-size:13px}
.status .sep::before{content:"\00b7";color:#889;margin:0 2px}
#deciding{color:#ffd866}
main{display:flex;gap:12px;padding:12px;align-items:flex-start}
#players{flex:1;display:grid;gap:12px;grid-template-columns:1fr;min-width:0}
#players.four{grid-template-columns:1fr 1fr}
aside{width:360px;flex:none;display:flex;flex-direction:column;gap:12px}
.pane{background:#fff;border-radius:10px;padding:8px 12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.pane h2{font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:#667;margin:2px 0 6px}
#choice{font-weight:600;background:#fff6d6;border-left:4px solid #e0b000;padding:4px 8px;margin-bottom:6px;border-radius:3px}
#choice:empty{display:none}
#lines{white-space:pre-wrap;font-size:12.5px;line-height:1.45;max-height:340px;overflow:auto}
#lines .h{font-weight:700;color:#334;margin-top:3px}
#lines:empty::before{content:"nothing happened but the decision";color:#999}
#cards{border-collapse:collapse;width:100%;font-size:12px}
#cards td,#cards th{padding:3px 4px;border-bottom:1px solid #eee;text-align:left;vertical-align:middle}
#cards th{color:#667;font-weight:600}
#cards td.n{text-align:right}
.cost{display:inline-block;width:20px;height:20px;border-radius:50%;color:#fff;font-weight:700;text-align:center;line-height:20px;font-size:11px}
.player{background:#fff;border-radius:12px;padding:8px 10px 10px;box-shadow:0 1px 3px rgba(0,0,0,.15);border-top:5px solid var(--side)}
.player.side0{--side:#4a6fa5}.player.side1{--side:#b5643a}
.player.active{box-shadow:0 0 0 2px #e0b000,0 2px 8px rgba(0,0,0,.2)}
.phead{display:flex;align-items:center;gap:10px;margin-bottom:6px}
.phead .who{font-size:18px;font-weight:700}
.phead .agent{color:#667}
.tag{font-size:11px;border-radius:9px;padding:1px 7px;background:#eee;color:#555}
.tag.on{background:#ffe9a6;color:#6b5300}
.tag.decides{background:#2b2d33;color:#ffd866}
.life{margin-left:auto;display:flex;align-items:center;gap:4px;font-size:22px;font-weight:700;color:#b8322e}
.life svg{width:22px;height:22px;fill:#d9443f}
.bag{display:flex;align-items:center;gap:3px;font-size:16px;font-weight:600;color:#6b5a3e}
.bag svg{width:20px;height:20px;fill:#9c8258}
.zones{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:6px}
.zone{background:#f6f4ee;border:1px solid #e2ddd0;border-radius:8px;padding:3px 5px 4px;min-height:84px}
.zone h3{margin:0 0 2px;font-size:10.5px;font-weight:600;text-transform:uppercase;letter-spacing:.05em;color:#6a6558;display:flex;gap:4px}
.zone h3 .count{margin-left:auto;color:#999}
.zone .dice{display:flex;flex-wrap:wrap;gap:2px 2px;align-items:flex-start}
.z-field{grid-column:span 7;background:#eef3ea;border-color:#d3e0cc}
.z-attack{grid-column:span 5;background:#f7ebe6;border-color:#e8cfc4}
.z-prep{grid-column:span 3}
.z-reserve{grid-column:span 4}
.z-used{grid-column:span 3}
.z-oop{grid-column:span 2}
.four .z-field,.four .z-attack,.four .z-prep,.four .z-reserve,.four .z-used,.four .z-oop{grid-column:span 6}
.dw{display:flex;flex-direction:column;align-items:center;width:58px;padding-top:5px}
.cap{font-size:10px;line-height:1.15;color:#444;max-width:58px;text-align:center;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;margin-top:3px}
.cap.blk{color:#8a3b20;font-weight:600;white-space:normal;max-width:64px}
.die{--c:#7a7a7a;--hi:#a9a9a9;--lo:#555;position:relative;width:44px;height:44px;border-radius:9px;color:#fff;
 background:linear-gradient(150deg,var(--hi) 0%,var(--c) 45%,var(--lo) 100%);
 box-shadow:inset 0 1px 1px rgba(255,255,255,.55),inset 0 -2px 2px rgba(0,0,0,.25),0 2px 3px rgba(0,0,0,.35);
 text-shadow:0 1px 1px rgba(0,0,0,.45);font-weight:700;user-select:none}
.die.e1{--c:#3c9a3c;--hi:#6cc46c;--lo:#24702a}
.die.e2{--c:#d9a514;--hi:#f2cb55;--lo:#a77a00}
.die.e3{--c:#3462b8;--hi:#6a92dd;--lo:#20448a}
.die.e4{--c:#b8322e;--hi:#e0605a;--lo:#88201d}
.die.sk{--c:#f2f2f0;--hi:#fff;--lo:#cfcfca;color:#333;text-shadow:none}
.die.sk .sym.y1{color:#3c9a3c}.die.sk .sym.y2{color:#c99400}.die.sk .sym.y3{color:#3462b8}.die.sk .sym.y4{color:#b8322e}
.dw.small{width:32px;padding-top:3px}
.die.blank{width:30px;height:30px;border-radius:7px;opacity:.85}
.die.blank .ini{font-size:10px}
.die .mid{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;gap:1px}
.die .sym{fill:currentColor;width:26px;height:26px;filter:drop-shadow(0 1px 0 rgba(0,0,0,.35))}
.die.sk .sym{filter:none}
.die .sym.two{width:19px;height:19px}
.die .gen{width:27px;height:27px;border:2.5px solid currentColor;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:16px}
.die .wild{font-size:26px}
.die .ini{font-size:13px;letter-spacing:.02em;opacity:.95}
.die .fc{position:absolute;left:4px;top:2px;font-size:11px}
.die .lv{position:absolute;right:4px;top:5px;display:flex;gap:2px}
.die .lv i{display:block;width:5px;height:5px;border-radius:50%;background:currentColor;box-shadow:0 1px 0 rgba(0,0,0,.35)}
.die .atk{position:absolute;left:4px;bottom:2px;font-size:15px}
.die .def{position:absolute;right:4px;bottom:2px;font-size:15px}
.die .up{color:#fff3a0}.die.sk .up{color:#1f7a1f}
.die .down{color:#ffd0d0}
.die .sk-mark{position:absolute;left:0;right:0;top:14px;text-align:center;font-size:9px;letter-spacing:.08em;color:#777}
.die .act{font-size:12px;letter-spacing:.06em}
.die .bursts{position:absolute;left:0;right:0;top:3px;display:flex;justify-content:center;gap:1px}
.die .bursts svg{width:10px;height:10px;fill:currentColor}
.die .dmg{position:absolute;right:-7px;top:-7px;min-width:19px;height:19px;border-radius:10px;background:#e02020;color:#fff;
 font-size:11px;line-height:19px;text-align:center;box-shadow:0 0 0 2px #fff;text-shadow:none;padding:0 3px}
.die.sel{outline:3px dashed #e0b000;outline-offset:2px}
.supply{font-variant-numeric:tabular-nums}
)CSS";

}  // namespace dm::view
