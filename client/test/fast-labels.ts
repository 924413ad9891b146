/**
 * jsdom finds a label's control, and a control's labels, by walking the whole document for each label, so a page
 * with many form fields (Chakra's dashboards hold dozens) costs labels x nodes on every query by label or role.
 * These give the same answers from the document's id index and its label list: the tests' queries stay as a person
 * finds things, only faster. Anything outside a document (a detached or shadow tree) keeps jsdom's own walk.
 */
const LABELABLE = new Set(['BUTTON', 'METER', 'OUTPUT', 'PROGRESS', 'SELECT', 'TEXTAREA']);
const isLabelable = (el: Element) =>
  LABELABLE.has(el.tagName) || (el.tagName === 'INPUT' && (el as HTMLInputElement).type !== 'hidden');
const inDocument = (node: Node) => node.isConnected && node.getRootNode() === node.ownerDocument;

const jsdomControl = Object.getOwnPropertyDescriptor(HTMLLabelElement.prototype, 'control')!.get!;
Object.defineProperty(HTMLLabelElement.prototype, 'control', {
  configurable: true,
  get(this: HTMLLabelElement) {
    const id = this.getAttribute('for');
    if (id === null || !inDocument(this)) return jsdomControl.call(this);
    const target = id === '' ? null : this.ownerDocument.getElementById(id);
    return target && isLabelable(target) ? target : null;
  },
});

const jsdomLabels = new Map<object, () => NodeListOf<HTMLLabelElement> | null>();
for (const proto of [
  HTMLInputElement.prototype,
  HTMLSelectElement.prototype,
  HTMLTextAreaElement.prototype,
  HTMLButtonElement.prototype,
  HTMLMeterElement.prototype,
  HTMLOutputElement.prototype,
  HTMLProgressElement.prototype,
]) {
  const own = Object.getOwnPropertyDescriptor(proto, 'labels')!.get!;
  jsdomLabels.set(proto, own);
  Object.defineProperty(proto, 'labels', {
    configurable: true,
    get(this: HTMLElement) {
      if (!isLabelable(this) || !inDocument(this)) return own.call(this);
      // item(i), not indexing: jsdom's collections answer an index through a Proxy that looks up names first.
      const all = this.ownerDocument.getElementsByTagName('label');
      const found: HTMLLabelElement[] = [];
      for (let i = 0, n = all.length; i < n; i++) {
        const label = all.item(i) as HTMLLabelElement;
        if (label.control === this) found.push(label);
      }
      return found;
    },
  });
}
/** jsdom's own answers, for the test that checks these agree with them. */
export const jsdomControlOf = (label: HTMLLabelElement) => jsdomControl.call(label) as HTMLElement | null;
export const jsdomLabelsOf = (el: HTMLElement) => {
  const own = jsdomLabels.get(Object.getPrototypeOf(el));
  const labels = own ? own.call(el) : null;
  return labels ? Array.from(labels) : null;
};
