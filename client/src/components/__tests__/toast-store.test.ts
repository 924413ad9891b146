import { showToast, toaster } from '../toast-store';

afterEach(() => toaster.remove());

test('a third confirmation in a row is shown at once: the oldest of two makes room, none waits in a queue', () => {
  for (const title of [
    'Invitation sent to a@example.com',
    'Invitation sent to b@example.com',
    'Invitation sent to c@example.com',
  ]) {
    showToast({ type: 'success', title, closable: true });
  }
  const shown = toaster.getVisibleToasts().map((t) => t.title);
  expect(shown).toContain('Invitation sent to c@example.com');
  expect(shown).toContain('Invitation sent to b@example.com');
  expect(shown).not.toContain('Invitation sent to a@example.com');
});
