/** The faster label lookups of the test set-up (fast-labels.ts) give jsdom's own answers, on a form with every kind of label. */
import { jsdomControlOf, jsdomLabelsOf } from './fast-labels';

test("a label's control and a control's labels are jsdom's own", () => {
  document.body.innerHTML = `
    <form>
      <label for="name">Name</label><input id="name">
      <label for="name">Name again</label>
      <label>Wrapped <input id="wrapped"></label>
      <label for="hidden">Hidden</label><input id="hidden" type="hidden">
      <label for="div">Not a control</label><div id="div"></div>
      <label for="missing">Missing</label>
      <label for="">Empty</label>
      <label for="note">Note</label><textarea id="note"></textarea>
      <label>Choice <select id="choice"><option>a</option></select></label>
      <label for="go">Go</label><button id="go" type="button">Go</button>
      <label>Two <input id="first"><input id="second"></label>
    </form>`;
  const labels = Array.from(document.querySelectorAll('label'));
  expect(labels.map((l) => l.control?.id ?? null)).toEqual(labels.map((l) => jsdomControlOf(l)?.id ?? null));
  expect(labels.map((l) => l.control?.id ?? null)).toEqual([
    'name',
    'name',
    'wrapped',
    null,
    null,
    null,
    null,
    'note',
    'choice',
    'go',
    'first',
  ]);
  const controls = Array.from(document.querySelectorAll<HTMLElement>('input, textarea, select, button'));
  const text = (list: ArrayLike<Node> | null) =>
    list ? Array.from(list, (l) => l.textContent?.trim()) : null;
  for (const control of controls)
    expect({ id: control.id, labels: text((control as HTMLInputElement).labels) }).toEqual({
      id: control.id,
      labels: text(jsdomLabelsOf(control)),
    });
  expect(text((document.getElementById('name') as HTMLInputElement).labels)).toEqual(['Name', 'Name again']);
});
