import { createHash } from 'node:crypto';

/** The element that lists a server-rendered page's scripts for the loader below, as JSON. */
export const PAGE_MODULES_ELEMENT_ID = 'page-modules';

/** What a server-rendered page runs: its entry module, and the modules to fetch beside it. */
export interface PageModules {
  entry: string;
  modules: string[];
}

/**
 * docs/decisions/007-delivering-bytes.md#scripts-after-the-first-paint: a server-rendered page is
 * readable before any script runs, so its scripts are asked for only once the browser has shown it,
 * and the stylesheet, fonts and first picture get the phone's bandwidth to themselves. "Shown" is the
 * first contentful paint as the browser reports it (Paint Timing), which comes once the frame is on
 * the screen: the task after the first animation frame could run before that frame was presented
 * ("Ninth pass"). A browser without paint entries starts in the task after the first animation frame.
 * A tab opened in the background paints nothing: it starts after a second instead. Plain ES5 in one
 * line, so the page's Content-Security-Policy allows exactly this text by its hash.
 */
export const MODULE_LOADER_SCRIPT =
  "(function(){var d=JSON.parse(document.getElementById('" +
  PAGE_MODULES_ELEMENT_ID +
  "').textContent),s=!1,P=window.PerformanceObserver;function g(){if(s)return;s=!0;var h=document.head,e=document.createElement('script');e.type='module';e.crossOrigin='anonymous';e.src=d.entry;h.appendChild(e);d.modules.forEach(function(m){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='anonymous';l.href=m;h.appendChild(l)})}if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();g()}});o.observe({type:'paint',buffered:!0})}else requestAnimationFrame(function(){setTimeout(g,0)});setTimeout(g,1e3)})()";

/** The CSP source (a hash) that allows the loader. */
export const MODULE_LOADER_CSP_SOURCE = cspSourceOf(MODULE_LOADER_SCRIPT);

/**
 * An inline script with nothing to do, just before a server-rendered page's content: the parser waits
 * at it until the stylesheet has arrived (an inline script waits for the style sheets above it), so no
 * element of the page is given a style without it. Without it, Chromium styled the controls of the
 * sections not yet drawn (`content-visibility: auto`) before the stylesheet came, then ran their
 * colour transitions from the browser's default blue and held them on that frame until the section
 * was drawn: what an accessibility checker read meanwhile
 * (docs/decisions/007-delivering-bytes.md#tenth-pass-the-content-parsed-after-the-stylesheet).
 * Painting waits for the stylesheet anyway; the preload scanner reads on past it.
 */
export const STYLESHEET_GATE_SCRIPT = '0';

/** The CSP source that allows the gate. */
export const STYLESHEET_GATE_CSP_SOURCE = cspSourceOf(STYLESHEET_GATE_SCRIPT);

function cspSourceOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * index.html without the entry's script and modulepreload tags, and what they named: a
 * server-rendered page hands them to the loader instead of asking for them in its <head>.
 */
export function withoutModuleTags(template: string): {
  template: string;
  entry: string | null;
  modules: string[];
} {
  const entry = ENTRY_TAG.exec(template)?.[1] ?? null;
  const modules = [...template.matchAll(PRELOAD_TAG)].map((match) => match[1]!);
  if (!entry) return { template, entry: null, modules: [] };
  return { template: template.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, ''), entry, modules };
}
