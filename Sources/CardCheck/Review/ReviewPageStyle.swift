/// The review page's CSS: dark and neutral, so the frames carry the colour.
enum ReviewPageStyle {
    static let css = #"""
:root {
  --bg: #141518; --panel: #1c1e22; --panel2: #24272c; --line: #33373e; --text: #dcdfe5; --muted: #8d929c;
  --accent: #6cb6ff; --changed: #ff6b6b; --size: #f5a623; --new: #58c4dc; --missing: #c792ea; --passed: #3ecf8e; --error: #ff3b8d;
  --expected: #a8adb7; --actual: #6cb6ff;
  color-scheme: dark;
}
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body { background: var(--bg); color: var(--text); font: 13px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
button, input { font: inherit; color: inherit; }
button { background: var(--panel2); border: 1px solid var(--line); border-radius: 5px; padding: 3px 9px; cursor: pointer; }
button:hover { border-color: var(--muted); }
button.on { background: var(--accent); color: #0b1420; border-color: var(--accent); }
a { color: var(--accent); text-decoration: none; }
code, .mono { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 12px; }
#top { height: 42px; display: flex; align-items: center; gap: 16px; padding: 0 14px; border-bottom: 1px solid var(--line); background: var(--panel); }
#home { font-weight: 600; color: var(--text); }
#sides { color: var(--muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; flex: 1; }
#totals { display: flex; gap: 6px; }
#layout { display: flex; height: calc(100% - 42px); }
#missing-images { background: #3a1d1d; border-bottom: 1px solid var(--changed); color: var(--text); padding: 8px 14px; }
#missing-images:not([hidden]) + #layout { height: calc(100% - 42px - 56px); }
#missing-images code { color: var(--accent); }
.missing-image { color: var(--changed); border: 1px dashed var(--changed); border-radius: 4px; padding: 30px 16px; max-width: 360px; word-break: break-all; font-size: 12px; }
#sidebar { width: 270px; flex: none; border-right: 1px solid var(--line); overflow-y: auto; padding: 10px 8px; background: var(--panel); }
#filter { width: 100%; background: var(--bg); border: 1px solid var(--line); border-radius: 5px; padding: 4px 8px; }
.check { display: inline-flex; gap: 5px; align-items: center; color: var(--muted); margin: 6px 2px; }
#list { list-style: none; margin: 4px 0 0; padding: 0; }
#list li { display: flex; align-items: center; gap: 7px; padding: 4px 6px; border-radius: 5px; cursor: pointer; white-space: nowrap; }
#list li:hover { background: var(--panel2); }
#list li.selected { background: #2d3440; }
#list li .name { overflow: hidden; text-overflow: ellipsis; flex: 1; }
#list li .count { color: var(--muted); font-size: 11px; }
#list li.scene-head { color: var(--muted); cursor: default; font-size: 11px; text-transform: uppercase; letter-spacing: .05em; margin-top: 6px; }
#list li.scene-head:hover { background: none; }
.dot { width: 8px; height: 8px; border-radius: 50%; flex: none; }
.badge { display: inline-block; padding: 1px 7px; border-radius: 9px; font-size: 11px; font-weight: 600; color: #111; white-space: nowrap; }
.s-changed { background: var(--changed); } .s-size-changed { background: var(--size); } .s-new { background: var(--new); }
.s-missing { background: var(--missing); } .s-passed { background: var(--passed); } .s-error { background: var(--error); }
#main { flex: 1; overflow-y: auto; padding: 16px 20px 40px; min-width: 0; }
h1, h2, h3 { margin: 0 0 8px; font-weight: 600; }
h1 { font-size: 18px; } h2 { font-size: 16px; } h3 { font-size: 13px; color: var(--muted); }
.summary { color: var(--muted); margin-bottom: 14px; }
table.index { border-collapse: collapse; width: 100%; }
table.index th { text-align: left; color: var(--muted); font-weight: 500; padding: 6px 8px; border-bottom: 1px solid var(--line); }
table.index td { padding: 6px 8px; border-bottom: 1px solid #24272c; vertical-align: top; }
table.index tr.row { cursor: pointer; }
table.index tr.row:hover td { background: var(--panel); }
table.index td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
table.index tr.divider td { color: var(--muted); padding-top: 18px; font-size: 11px; text-transform: uppercase; letter-spacing: .05em; }
.motion-cell { color: var(--muted); min-width: 260px; max-width: 460px; }
.motion-cell .more { color: var(--muted); font-size: 11px; }
table.index td.name { white-space: nowrap; }
table.index .kind { color: var(--muted); font-size: 11px; }
.spark { display: flex; gap: 1px; justify-content: flex-end; margin-top: 4px; }
.spark i { display: block; height: 10px; border-radius: 1px; }
.motion-cell.differs { color: var(--text); }
.detail-head { display: flex; align-items: baseline; gap: 10px; flex-wrap: wrap; }
.facts { color: var(--muted); margin: 2px 0 10px; }
.sentences { background: var(--panel); border: 1px solid var(--line); border-left: 3px solid var(--muted); border-radius: 5px; padding: 6px 10px; margin-bottom: 10px; }
.sentences.differs { border-left-color: var(--changed); }
.sentences p { margin: 2px 0; }
.toolbar { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; margin: 6px 0; }
.toolbar .sep { width: 1px; height: 20px; background: var(--line); margin: 0 4px; }
.toolbar .info { margin-left: auto; color: var(--muted); font-variant-numeric: tabular-nums; }
.toolbar input[type=range] { width: 110px; }
#stage { background: #0c0d0f; border: 1px solid var(--line); border-radius: 6px; padding: 10px; min-height: 200px; overflow: auto; user-select: none; }
#stage.fit { overflow: hidden; }
#stage.actual-size { max-height: 72vh; cursor: grab; }
#stage.actual-size.panning { cursor: grabbing; }
.panels { display: flex; gap: 10px; justify-content: center; align-items: flex-start; }
#stage.actual-size .panels { justify-content: flex-start; width: max-content; }
figure { margin: 0; display: flex; flex-direction: column; align-items: center; min-width: 0; }
#stage.fit .panels figure { flex: 0 1 auto; }
figcaption { color: var(--muted); font-size: 11px; margin-top: 4px; text-align: center; }
figcaption b { color: var(--text); font-weight: 600; }
#stage img { display: block; image-rendering: auto; background: repeating-conic-gradient(#222 0 25%, #2a2a2a 0 50%) 0 0 / 16px 16px; }
#stage.fit img { max-height: max(240px, calc(100vh - 460px)); max-width: 100%; width: auto; height: auto; }
#stage.fit .panels.three img { max-width: calc((100vw - 360px) / 3); }
#stage.actual-size img { max-width: none; max-height: none; }
#stage.pixelated img { image-rendering: pixelated; }
.stack { position: relative; display: inline-block; }
#stage .stack img.over { position: absolute; left: 0; top: 0; width: 100%; height: 100%; max-width: none; max-height: none; background: none; }
.wipe-handle { position: absolute; top: 0; bottom: 0; width: 2px; background: #fff; box-shadow: 0 0 0 1px #0008; pointer-events: none; }
.wipe-handle::after { content: "◂ ▸"; position: absolute; top: 50%; left: -17px; width: 36px; text-align: center; background: #fff; color: #111; border-radius: 9px; font-size: 11px; transform: translateY(-50%); }
.stack-labels { display: flex; justify-content: space-between; color: var(--muted); font-size: 11px; margin-top: 4px; }
.placeholder { color: var(--muted); padding: 40px; text-align: center; }
.timeline { margin-top: 10px; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; }
.transport { display: flex; align-items: center; gap: 6px; }
#scrubber { flex: 1; accent-color: var(--accent); height: 18px; }
.graph-wrap { position: relative; height: 84px; margin: 6px 0 2px; cursor: crosshair; }
.graph-wrap svg { width: 100%; height: 100%; display: block; }
.graph-label { position: absolute; font-size: 10px; color: var(--muted); pointer-events: none; white-space: nowrap; background: #111215cc; padding: 0 3px; border-radius: 3px; }
.graph-label.first { color: var(--changed); top: 0; }
.filmstrip { display: flex; gap: 3px; overflow-x: auto; padding: 6px 0 2px; }
.cell { flex: none; width: 40px; border: 2px solid transparent; border-radius: 4px; background: var(--panel2); padding: 0; overflow: hidden; cursor: pointer; }
.cell img { display: block; width: 100%; height: 58px; object-fit: cover; background: #0c0d0f; }
.cell .heat { height: 7px; }
.cell .n { font-size: 9px; color: var(--muted); text-align: center; line-height: 13px; }
.cell.selected { border-color: var(--accent); }
.filmstrip.bare .cell { width: 14px; }
.filmstrip.bare .cell .heat { height: 26px; }
.curves { margin-top: 14px; }
.layer-curves { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; margin-bottom: 8px; }
.layer-curves.differs { border-left: 3px solid var(--changed); }
.layer-curves p { margin: 0 0 6px; }
.plots { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 8px; }
.plot { position: relative; cursor: zoom-in; border-radius: 4px; }
.plot:hover { background: var(--panel2); }
.plot .label { display: flex; justify-content: space-between; font-size: 11px; color: var(--muted); }
.plot .label b { color: var(--text); font-weight: 600; }
.plot .label.parts b { color: var(--changed); }
.plot svg { width: 100%; height: auto; display: block; }
.plot svg text, #curve-zoom svg text { font-family: system-ui, sans-serif; }
#curve-zoom { position: fixed; inset: 0; background: #000b; display: flex; align-items: center; justify-content: center; z-index: 10; cursor: zoom-out; }
#curve-zoom[hidden] { display: none; }
.zoom-box { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; width: min(1100px, 94vw); cursor: default; }
.zoom-box svg { width: 100%; height: auto; display: block; }
.zoom-head { display: flex; align-items: baseline; gap: 6px; margin-bottom: 6px; }
.zoom-close { margin-left: auto; font-size: 16px; line-height: 1; }
.approve { background: var(--panel); border: 1px solid var(--line); border-left: 3px solid var(--accent); border-radius: 5px; padding: 6px 10px; margin-bottom: 10px; }
.approve .cmd { display: flex; align-items: center; gap: 8px; margin-top: 4px; }
.approve code { flex: 1; background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: 4px 8px; overflow-wrap: anywhere; user-select: all; }
.approve .copied { color: var(--passed); font-size: 11px; min-width: 90px; }
.approve p { margin: 4px 0 0; }
.kind { color: var(--muted); }
.properties { margin-top: 14px; }
#properties { border-collapse: collapse; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; }
#properties th { text-align: left; color: var(--muted); font-weight: 500; padding: 5px 12px; border-bottom: 1px solid var(--line); }
#properties td { padding: 5px 12px; border-bottom: 1px solid #24272c; font-variant-numeric: tabular-nums; }
#properties td.prop { font-weight: 600; color: var(--changed); }
#properties td.was { color: var(--expected); }
#properties td.now { color: var(--actual); }
.legend { display: flex; gap: 14px; color: var(--muted); font-size: 11px; margin-bottom: 6px; }
.legend i { display: inline-block; width: 16px; height: 0; border-top: 2px solid; vertical-align: middle; margin-right: 4px; }
.others { margin-top: 14px; color: var(--muted); }
#help { position: fixed; inset: 0; background: #000a; display: flex; align-items: center; justify-content: center; }
#help[hidden] { display: none; }
.help-box { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 16px 22px; max-width: 460px; }
.help-box dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; margin: 0; }
.help-box dt { font-family: ui-monospace, Menlo, monospace; color: var(--accent); }
.help-box dd { margin: 0; }
.help-box p { color: var(--muted); font-size: 12px; margin: 12px 0 0; }
"""#
}
