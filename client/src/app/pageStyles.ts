/** What the pre-render (prerender.tsx) does to the styles Emotion writes into a rendered page. */
const EMOTION_STYLE = /<style data-emotion="css ([^"]+)">([^<]*)<\/style>/g;

/**
 * The styles Emotion wrote before each element, as one <style> where the first of them was, in their order: the app's
 * Emotion cache moves every such element into the head before hydrating, and moving one is a fraction of the phone's
 * start-up time that moving dozens is. Its names attribute is what Emotion reads to know them as written.
 */
export function oneStyleElement(html: string): string {
  const names: string[] = [];
  const rules: string[] = [];
  const MARK = '\u0000';
  const rest = html.replace(EMOTION_STYLE, (_whole, ids: string, css: string) => {
    names.push(ids);
    rules.push(css);
    return names.length === 1 ? MARK : '';
  });
  if (!names.length) return html;
  const one = `<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>`;
  return rest.replace(MARK, () => one);
}
