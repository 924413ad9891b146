/** Page checks run on every route: axe (WCAG 2.1 A/AA rules) and cumulative layout shift. */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const CLS_LIMIT = 0.1;

// heading-order is a best-practice rule (no WCAG tag), checked too. One run does both: a rule enabled by name runs
// beside the tags' rules (axe's ruleShouldRun). resultTypes only trims the passed/incomplete nodes listed, not the
// rules run or the violations found.
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  rules: { 'heading-order': { enabled: true } },
  resultTypes: ['violations'],
};
// The version @axe-core/playwright depends on (not the newer one the root may hold), minified: half the size it injects.
const AXE_SOURCE = fs.readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [require.resolve('@axe-core/playwright')] }),
  'utf8',
);

type Found = Pick<AxeResults, 'violations'> & { ruleIds: string[] };

/**
 * axe in the page itself: one injection and axe.run. AxeBuilder's default run opens a blank page per call to merge
 * per-frame results (about 0.6 s a route); that merge is only needed when the page has frames, so it is used then.
 */
async function runAxe(page: Page): Promise<Found> {
  if (page.frames().length > 1) {
    const r = await new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
    return {
      violations: r.violations,
      ruleIds: [...r.passes, ...r.violations, ...r.incomplete, ...r.inapplicable].map((x) => x.id),
    };
  }
  return page.evaluate(
    async ({ source, options }) => {
      const w = window as unknown as { axe?: { run: (c: Document, o: unknown) => Promise<AxeResults> } };
      // Indirect eval: axe's source defines window.axe in the global scope, as a <script> would.
      if (!w.axe) (0, eval)(source);
      const r = await w.axe!.run(document, options);
      return {
        violations: r.violations.map((v) => ({
          ...v,
          nodes: v.nodes.map((n) => ({ ...n, any: [], all: [], none: [] })),
        })),
        ruleIds: [...r.passes, ...r.violations, ...r.incomplete, ...r.inapplicable].map((x) => x.id),
      };
    },
    { source: AXE_SOURCE, options: AXE_OPTIONS },
  );
}

/** axe's violations on the page as it is now, one readable line each (rule, impact, first targets). */
export async function axeViolations(page: Page): Promise<string[]> {
  // A dialog still fading in has mid-blend colours: axe would judge a frame nobody reads.
  await page.waitForFunction(motionAtRest, undefined, { polling: 'raf', timeout: 10_000 });
  const result = await runAxe(page);
  if (!result.ruleIds.includes('heading-order')) throw new Error('axe did not run heading-order');
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n')[1]?.trim() ?? ''}` : ''}`,
        )
        .join(' | ')}`,
  );
}

/**
 * True when no finite animation runs and every open dialog (and what holds it) is fully opaque and has not moved
 * since the last frame this was asked (a popover is placed by a transform, so "in place" means "still").
 */
function motionAtRest(): boolean {
  const running = document
    .getAnimations()
    .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
  const marks: string[] = [];
  let opaque = true;
  for (const dialog of Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))) {
    // A closed popover stays in the page, hidden: only what a person can see counts.
    if (getComputedStyle(dialog).visibility === 'hidden' || dialog.getClientRects().length === 0) continue;
    for (let el: Element | null = dialog; el && el !== document.body; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.opacity !== '1') opaque = false;
      marks.push(style.transform);
    }
  }
  const holder = window as unknown as { __motionMarks?: string };
  const still = holder.__motionMarks === marks.join('|');
  holder.__motionMarks = marks.join('|');
  return !running && opaque && still;
}

/**
 * Sum of every layout-shift entry since navigation that was not caused by input (stricter than CLS's
 * session windows). Call after the page settled.
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Two frames: a shift from the last render is reported once that frame is painted.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(Math.round(sum * 1000) / 1000)));
      }),
  );
}

/** The requests a page has open, how many it has started, and when the last one started or ended. */
class NetworkWatch {
  readonly open = new Set<Request>();
  started = 0;
  lastActivity = Date.now();
  private waiters: (() => void)[] = [];
  constructor(page: Page) {
    page.on('request', (r) => {
      this.open.add(r);
      this.started += 1;
      this.lastActivity = Date.now();
    });
    const done = (r: Request) => {
      this.open.delete(r);
      this.lastActivity = Date.now();
      if (this.open.size === 0) for (const w of this.waiters.splice(0)) w();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }
  /** Forgets requests of the document being left (a navigation may end them without an event). */
  reset() {
    this.open.clear();
  }
  /** Resolves once no request is open; fails naming them when some stay open for `timeout` ms. */
  drained(timeout = 30_000): Promise<void> {
    if (this.open.size === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `requests still open after ${timeout} ms: ${[...this.open].map((r) => r.url()).join(', ')}`,
            ),
          ),
        timeout,
      );
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
const watches = new WeakMap<Page, NetworkWatch>();
function watch(page: Page): NetworkWatch {
  let w = watches.get(page);
  if (!w) watches.set(page, (w = new NetworkWatch(page)));
  return w;
}

/** True when the document shows nothing still loading: loaded, fonts in, no busy region, no "Loading" status. */
function pageAtRest(): boolean {
  if (document.readyState !== 'complete' || document.fonts.status !== 'loaded') return false;
  const shown = (el: Element) =>
    el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"]');
  if (Array.from(document.querySelectorAll('[aria-busy="true"]')).some(shown)) return false;
  return !Array.from(document.querySelectorAll('[role="status"], output')).some(
    (el) => shown(el) && /loading/i.test(el.textContent ?? ''),
  );
}

/**
 * How long the network must have been quiet when the layout shift is read. settle() already waits out each request,
 * and a request started while measuring makes auditRoute measure again; checked on every route at both widths, no
 * request started and the layout shift did not change in the second after measuring.
 */
const QUIET_MS = 250;

/**
 * Waits until the page looks settled: no request open, nothing busy or "Loading", fonts in, and still so once the
 * page has painted and run what it scheduled (the next request of a chain starts in an effect after a render).
 */
export async function settle(page: Page): Promise<void> {
  const net = watch(page);
  for (;;) {
    await net.drained();
    await page.waitForFunction(pageAtRest, undefined, { polling: 'raf', timeout: 30_000 });
    const started = net.started;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    if (net.open.size === 0 && net.started === started && (await page.evaluate(pageAtRest))) break;
  }
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
}

export interface RouteReport {
  route: string;
  cls: number;
  violations: string[];
  ms?: number;
}

/**
 * Opens `route` as a first visit, waits for it to settle and runs axe; the layout shift is read once the network has
 * been quiet for QUIET_MS (the wait overlaps axe's run). A request or "Loading" status in the meantime means the page
 * was not settled: it settles again and both are measured again.
 */
export async function auditRoute(page: Page, route: string): Promise<RouteReport> {
  const began = Date.now();
  const net = watch(page);
  net.reset();
  await page.goto(route);
  for (let attempt = 1; ; attempt++) {
    await settle(page);
    const started = net.started;
    const violations = await axeViolations(page);
    const quietFor = Date.now() - net.lastActivity;
    if (quietFor < QUIET_MS) await page.waitForTimeout(QUIET_MS - quietFor);
    const cls = await layoutShift(page);
    if (net.started === started && net.open.size === 0 && (await page.evaluate(pageAtRest))) {
      return { route, cls, violations, ms: Date.now() - began };
    }
    if (attempt === 3) throw new Error(`${route} kept loading while it was measured (3 times)`);
  }
}
