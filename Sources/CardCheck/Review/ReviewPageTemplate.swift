/// The page around the report's data: its CSS, script and data are put in by `ReviewPage`. The
/// content security policy forbids any request but the images beside it, so the page works
/// offline and cannot reach the network even by mistake.
enum ReviewPageTemplate {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src file: 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>cardrender review</title>
<style>/*STYLE*/</style>
</head>
<body>
<header id="top">
  <a id="home" href="#">cardrender review</a>
  <span id="sides"></span>
  <span id="totals"></span>
  <button id="help-button" title="Keyboard shortcuts (?)">?</button>
</header>
<div id="missing-images" role="alert" hidden></div>
<div id="layout">
  <nav id="sidebar">
    <input id="filter" type="search" placeholder="Filter (/)" aria-label="Filter scenes and animations">
    <label class="check"><input id="show-passed" type="checkbox" checked> passed</label>
    <ol id="list"></ol>
  </nav>
  <main id="main"></main>
</div>
<div id="help" hidden>
  <div class="help-box">
    <h3>Keyboard</h3>
    <dl>
      <dt>← →</dt><dd>previous / next frame</dd>
      <dt>Shift ← →</dt><dd>previous / next changed frame</dd>
      <dt>Home End</dt><dd>first / last frame</dd>
      <dt>Space</dt><dd>play / pause at the animation's fps</dd>
      <dt>1 2 3 4 5</dt><dd>side by side · wipe · blend · flip · diff only</dd>
      <dt>T</dt><dd>flip between expected and actual</dd>
      <dt>[ ]</dt><dd>blend opacity</dd>
      <dt>Z</dt><dd>zoom: fit / 1:1 (drag to pan)</dd>
      <dt>J K</dt><dd>next / previous animation or image</dd>
      <dt>Esc</dt><dd>close an enlarged curve, or back to the index</dd>
      <dt>/</dt><dd>filter the list</dd>
      <dt>?</dt><dd>this help</dd>
    </dl>
    <p>Images are the files themselves, referenced in place: keep this page beside them. Click a motion curve to enlarge it.</p>
  </div>
</div>
<div id="curve-zoom" hidden></div>
<script type="application/json" id="review-data">{{DATA}}</script>
<script>/*SCRIPT*/</script>
</body>
</html>

"""#
}
