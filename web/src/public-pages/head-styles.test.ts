import { headStyleSheet } from './head-styles';

const BRAND = '--nv-colors-color-palette-50:var(--nv-colors-brand-50);--nv-colors-color-palette-solid:var(--nv-colors-brand-solid);';
const RED = '--nv-colors-color-palette-50:var(--nv-colors-red-50);--nv-colors-color-palette-solid:var(--nv-colors-red-solid);';

describe("a page's head styles", () => {
  it('writes each palette once, for every class that sets it, after the other rules', () => {
    const sheet = headStyleSheet('css', [
      ['a1', `.css-a1{${BRAND}padding:0;}`],
      ['b2', `.css-b2{color:red;${RED}}.css-b2:hover{color:var(--nv-colors-color-palette-solid);}`],
      ['c3', `.css-c3{${BRAND}margin:0;}@media screen and (min-width: 48rem){.css-c3{margin:4px;}}`],
    ]);
    expect(sheet).toBe(
      '.css-a1{padding:0;}.css-b2{color:red;}.css-b2:hover{color:var(--nv-colors-color-palette-solid);}.css-c3{margin:0;}@media screen and (min-width: 48rem){.css-c3{margin:4px;}}' +
        `.css-a1,.css-c3{${BRAND}}.css-b2{${RED}}`,
    );
  });

  it("leaves out a class's own rule when the palette was all it set, and keeps its other rules", () => {
    expect(headStyleSheet('css', [['d4', `.css-d4{${BRAND}}.css-d4:focus-visible{outline:2px solid;}`]])).toBe(
      `.css-d4:focus-visible{outline:2px solid;}.css-d4{${BRAND}}`,
    );
  });

  it('keeps palettes set under a condition, and rules without a palette, as they are', () => {
    const rules: Array<[string, string]> = [
      ['e5', `.css-e5:hover{${RED}}`],
      ['f6', `.css-f6{display:flex;background:url(data:image/svg+xml;utf8,<svg/>);}`],
      ['g7', `.dark .css-g7{${BRAND}}`],
    ];
    expect(headStyleSheet('css', rules)).toBe(rules.map(([, css]) => css).join(''));
  });

  it('keeps the order of a class that also sets a palette for wide screens, which must come after its own', () => {
    const rules: Array<[string, string]> = [['j1', `.css-j1{${BRAND}}@media screen and (min-width: 48rem){.css-j1{${RED}}}`]];
    expect(headStyleSheet('css', rules)).toBe(rules[0][1]);
  });

  it('differs from the rules as given only by where the palettes are written', () => {
    const rules: Array<[string, string]> = [
      ['h8', `.css-h8{${BRAND}gap:2px;}`],
      ['i9', `.css-i9{${BRAND}}`],
    ];
    const sheet = headStyleSheet('css', rules);
    const declarationsOf = (css: string, selector: string) =>
      [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
        .filter(([, selectors]) => selectors.split(',').includes(selector))
        .flatMap(([, , body]) => body.split(';').filter(Boolean))
        .sort();
    for (const [name, css] of rules) expect(declarationsOf(sheet, `.css-${name}`)).toEqual(declarationsOf(css, `.css-${name}`));
  });
});
