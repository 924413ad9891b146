/**
 * Reading a page the way a person does: what they need must be on screen, not just somewhere in
 * the DOM; a refusal must be announced and take focus; and a link to a new page is clicked from far down the old
 * one, so an app that keeps the old scroll position shows the new page's heading off screen and fails.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * On screen for a person: visible, inside the viewport, and not hidden under the sticky navbar (the element's top
 * is at or below the header's bottom, unless it is in the header itself or in a dialog laid over the page).
 */
export async function expectSeen(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await expect(target).toBeInViewport();
  await expect
    .poll(
      () =>
        target.evaluate((el) => {
          if (el.closest('header, [role="dialog"], [role="alertdialog"]')) return 'not under the navbar';
          const header = document.querySelector('header');
          if (!header) return 'not under the navbar';
          const style = getComputedStyle(header);
          if (style.position !== 'sticky' && style.position !== 'fixed') return 'not under the navbar';
          const under = el.getBoundingClientRect().top < header.getBoundingClientRect().bottom - 1;
          return under ? 'under the navbar' : 'not under the navbar';
        }),
      'the element is hidden under the sticky navbar',
    )
    .toBe('not under the navbar');
}

/**
 * Read out by a screen reader when it appears: the element is a live region (role alert or status, or aria-live
 * other than off) or sits inside one. When the words show in several places (a toast and a note on the page), one
 * announced copy is enough.
 */
export async function expectAnnounced(target: Locator): Promise<void> {
  await expect(target.first()).toBeVisible();
  const announced = await target.evaluateAll((els) =>
    els.some(
      (el) =>
        el.closest('[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])') !==
        null,
    ),
  );
  expect(
    announced,
    'the message is not in a live region (role=alert/status or aria-live): a screen reader would not announce it',
  ).toBe(true);
}

/**
 * A form refusal as a person meets it: the message is on screen and announced, and focus went to `focused` (the
 * first invalid field, or the alert itself) so a keyboard or screen-reader user continues from there.
 */
export async function expectRefusal(message: Locator, focused: Locator = message): Promise<void> {
  await expectSeen(message);
  await expectAnnounced(message);
  await expect(focused).toBeFocused();
}

/**
 * Scrolls down to the footer, as a person who read the whole page, before following a link to another page: the new
 * page must then open at its top. Returns the position reached (a page too short to scroll fails: the check would
 * prove nothing there).
 */
export async function scrollDown(page: Page): Promise<number> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const y = await scrollY(page);
  expect(y, 'the page is too short to scroll: a kept scroll position would go unnoticed').toBeGreaterThan(
    100,
  );
  return y;
}

/** Scrolls `target` (a link or button far down) into view the way a person would, then clicks it. */
export async function scrollToAndClick(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.click();
}
