/**
 * Chakra writes an element's colour palette (`colorPalette="brand"`) as 18 variables inside the
 * element's own class, about a kilobyte each time: a fifth of a search page's styles. A palette
 * variable's value only ever names a theme variable.
 */
const PALETTE_VARIABLE = /--[a-z0-9]+-colors-color-palette-[a-z0-9-]+:var\([^()]*\);/g;
/** A palette variable set (not read) anywhere in a rule. */
const PALETTE_SET = /--[a-z0-9]+-colors-color-palette-[a-z0-9-]+:/;

/**
 * A page's own rules (emotion's name and CSS for each, in order; emotion's `key` prefixes each class)
 * as one style sheet, each distinct set of palette variables written once: one rule naming every
 * class that sets it, after the others. Emotion gives an element one class, so no other rule at
 * that specificity sets these variables on it, and moving them does not change what applies.
 * Only a class's own rule is read (`.css-x{...}`, never nested); its other rules stay as they are.
 */
export function headStyleSheet(key: string, rules: Array<[name: string, css: string]>): string {
  const classesByPalette = new Map<string, string[]>();
  const written = rules.map(([name, css]) => {
    const selector = `.${key}-${name}`;
    if (!css.startsWith(`${selector}{`)) return css;
    const bodyEnd = css.indexOf('}');
    const body = css.slice(selector.length + 1, bodyEnd);
    const palette = body.match(PALETTE_VARIABLE)?.join('');
    // A class that also sets a palette under a condition keeps its own order: a palette for wide
    // screens (a media rule, no more specific than the class) must stay after the one it replaces.
    if (!palette || PALETTE_SET.test(css.slice(bodyEnd))) return css;
    classesByPalette.set(palette, [...(classesByPalette.get(palette) ?? []), selector]);
    const rest = body.replace(PALETTE_VARIABLE, '');
    return `${rest ? `${selector}{${rest}}` : ''}${css.slice(bodyEnd + 1)}`;
  });
  const palettes = [...classesByPalette].map(([palette, selectors]) => `${selectors.join(',')}{${palette}}`);
  return [...written, ...palettes].join('');
}
