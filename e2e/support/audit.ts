/** Page checks run on every route: axe (WCAG 2.1 A/AA rules) and cumulative layout shift. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const CLS_LIMIT = 0.1;

/** axe's violations on the page as it is now, one readable line each (rule, impact, first targets). */
export async function axeViolations(page: Page): Promise<string[]> {
  // heading-order is a best-practice rule (no WCAG tag), checked too. One run does both:
  // a rule enabled by name runs beside the tags' rules (axe's ruleShouldRun), where two runs inject axe twice
  // (measured on four pages: 0.63-0.83 s against 0.98-1.31 s).
  const result = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, rules: { 'heading-order': { enabled: true } } })
    .analyze();
  if (![...result.passes, ...result.violations, ...result.incomplete, ...result.inapplicable].some((r) => r.id === 'heading-order')) {
    throw new Error('axe did not run heading-order');
  }
  return result.violations.map((v) =>
    `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n')[1]?.trim() ?? ''}` : ''}`).join(' | ')}`);
}

/**
 * Sum of every layout-shift entry since navigation that was not caused by input (stricter than CLS's
 * session windows). Call after the page settled.
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => {
    let sum = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) sum += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(Math.round(sum * 1000) / 1000), 50);
  }));
}

/** Waits until nothing loads any more: no network, no spinner ("Loading…" status). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await page.waitForTimeout(250);
}

export interface RouteReport { route: string; cls: number; violations: string[] }

/** Opens `route` as a first visit, waits for it to settle, then measures. */
export async function auditRoute(page: Page, route: string): Promise<RouteReport> {
  await page.goto(route);
  await settle(page);
  const cls = await layoutShift(page);
  const violations = await axeViolations(page);
  return { route, cls, violations };
}
