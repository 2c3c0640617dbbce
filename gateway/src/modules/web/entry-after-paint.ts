/**
 * On a page the server rendered, the shell's entry runs once the first screen's pictures are
 * painted, not as soon as it has downloaded.
 *
 * The markup is the page a shopper sees first; the scripts only bring it alive. Run as a
 * deferred script, the entry starts as soon as the document is parsed, and on a phone its
 * start-up work (and the chunks it pulls in) lands between the parsed markup and the frame that
 * paints the product pictures or the banner: the largest paint waits for all of it. Lighthouse
 * sees the same thing in its simulation, and counted every script that began before the largest
 * paint of its unthrottled load as holding it (on /grande-mx 1.3 s without, 1.8 to 2.9 s with,
 * docs/speed.md, "/grande-mx's largest paint").
 *
 * So the entry is preloaded at the low priority a deferred script has (it downloads as before,
 * behind the pictures) and this script starts it once the pictures the markup marks as first
 * screen (`loading="eager"` or `fetchpriority="high"`) are decoded and a frame has been
 * painted with them; at most ENTRY_WAIT_MS after the document is parsed, so that a picture that
 * never arrives, or a page in a background tab (no frames there), does not hold the page. Taps
 * made meanwhile are held by the tap keeper and replayed once their controls run.
 *
 * One fixed text: the page's Content-Security-Policy allows it by its hash
 * (gateway/src/http/security.ts). The entry's address is read from the preload link.
 */

/** The attribute that marks the preload of the shell's entry. */
export const SHELL_ENTRY_ATTRIBUTE = 'data-shell-entry';

/** How long the entry waits for the first screen's pictures at most, from the parsed document. */
export const ENTRY_WAIT_MS = 2000;

export const ENTRY_AFTER_PAINT_SCRIPT =
  '(function(){' +
  `var link=document.querySelector("link[${SHELL_ENTRY_ATTRIBUTE}]");` +
  'if(!link)return;' +
  'var started=false;' +
  'function start(){if(started)return;started=true;' +
  'var s=document.createElement("script");s.src=link.href;document.head.appendChild(s);}' +
  // The first paint as the screen showed it: a frame drawn by the page's thread reaches the
  // screen a little later, and until then its pictures are not painted for the shopper (nor for
  // Lighthouse, which times the largest paint by that moment).
  'function firstPaintShown(){return new Promise(function(done){try{' +
  'var types=PerformanceObserver.supportedEntryTypes||[];' +
  'if(types.indexOf("paint")<0)return done();' +
  'new PerformanceObserver(function(list,observer){' +
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();done();}' +
  '}).observe({type:"paint",buffered:true});}catch(e){done();}});}' +
  // Two frames: the first paints the decoded pictures, the second begins after it.
  'function afterNextPaint(){requestAnimationFrame(function(){requestAnimationFrame(start);});}' +
  'function whenParsed(){' +
  `setTimeout(start,${ENTRY_WAIT_MS});` +
  'var pictures=document.querySelectorAll(\'#root img[loading="eager"],#root img[fetchpriority="high"]\');' +
  'var waits=[firstPaintShown()];' +
  'for(var i=0;i<pictures.length;i++){var p=pictures[i];' +
  'if(p.decode)waits.push(p.decode().catch(function(){}));}' +
  'Promise.all(waits).then(afterNextPaint);}' +
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",whenParsed);' +
  'else whenParsed();' +
  '})();';

// The shell's index.html names its entry in one deferred script (HtmlWebpackPlugin,
// `scriptLoading: 'defer'`).
const DEFERRED_ENTRY = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;

/**
 * The index.html with its deferred entry replaced by a low-priority preload and the script that
 * starts it after the first screen's pictures are painted; unchanged if it has no such entry.
 */
export function startEntryAfterPaint(html: string): string {
  return html.replace(
    DEFERRED_ENTRY,
    (_tag, src: string) =>
      `<link rel="preload" as="script" fetchpriority="low" href="${src}" ${SHELL_ENTRY_ATTRIBUTE}>` +
      `<script>${ENTRY_AFTER_PAINT_SCRIPT}</script>`,
  );
}
