import { oneStyleElement } from '../pageStyles';

describe('oneStyleElement', () => {
  it('puts the styles Emotion wrote before each element into one element where the first was, in their order', () => {
    const html =
      '<style data-emotion="css-global g1">:root{--a:1}</style>' +
      '<style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1">' +
      '<style data-emotion="css b2 c3">.css-b2{margin:0}.css-c3>p{padding:0}</style><p class="css-b2 css-c3">x</p></div>';
    expect(oneStyleElement(html)).toBe(
      '<style data-emotion="css-global g1">:root{--a:1}</style>' +
        '<style data-emotion="css a1 b2 c3">.css-a1{color:red}.css-b2{margin:0}.css-c3>p{padding:0}</style>' +
        '<div class="css-a1"><p class="css-b2 css-c3">x</p></div>',
    );
  });

  it('leaves a page without such styles as it is', () => {
    expect(oneStyleElement('<main>hi</main>')).toBe('<main>hi</main>');
  });
});
