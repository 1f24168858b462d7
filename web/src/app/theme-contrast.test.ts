import { BRAND_BAND_FOCUS_RING, system } from './theme';

type Mode = '_light' | '_dark';
const MODES: Mode[] = ['_light', '_dark'];

/** A colour token's hex value in a colour mode, following references ({colors.brand.600}). */
function colour(path: string, mode: Mode): string {
  const token = system.tokens.getByName(`colors.${path}`);
  if (!token) throw new Error(`No colour token ${path}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const raw = String(conditions ? (conditions[mode] ?? conditions.base) : token.value);
  const reference = /^\{colors\.(.+)\}$/.exec(raw);
  if (reference) return colour(reference[1], mode);
  if (!/^#[0-9a-f]{6}$/i.test(raw)) throw new Error(`${path} is ${raw}, not a hex colour`);
  return raw;
}

/** WCAG 2 contrast ratio of two hex colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

// The surfaces focus rings are drawn on: the page, cards, tinted panels and the header band.
const SURFACES = ['bg', 'bg.panel', 'bg.subtle', 'bg.muted', 'band'];
// gray is what everything without a palette of its own uses (Chakra's default).
const PALETTES = ['gray', 'brand', 'saffron', 'red'];

describe('focus rings (WCAG 1.4.11: 3:1 against what is next to them)', () => {
  it('of anything without a palette: 3:1 or more on white (Chakra gray.400 was 2.6:1)', () => {
    expect(contrast(colour('gray.focusRing', '_light'), '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it.each(MODES.flatMap((mode) => PALETTES.flatMap((palette) => SURFACES.map((surface) => [mode, palette, surface]))))(
    '%s: the %s ring on %s is 3:1 or more',
    (mode, palette, surface) => {
      const ratio = contrast(colour(`${palette}.focusRing`, mode as Mode), colour(surface, mode as Mode));
      expect(ratio).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(MODES.flatMap((mode) => ['brand.solid', 'brand.950'].map((band) => [mode, band])))(
    '%s: the ring inside the brand bands (top bar, footer) on %s is 3:1 or more',
    (mode, band) => {
      expect(contrast(colour(BRAND_BAND_FOCUS_RING, mode as Mode), colour(band, mode as Mode))).toBeGreaterThanOrEqual(3);
    },
  );
});
describe('focus rings of text fields', () => {
  // Chakra draws them 1px: on the search box the focus was hard to see.
  it('are 2px: the search box (a combobox), inputs and text areas', () => {
    expect(system.getSlotRecipe('combobox').base?.input).toMatchObject({ focusRingWidth: '2px' });
    expect(system.getRecipe('input').base).toMatchObject({ focusRingWidth: '2px' });
    expect(system.getRecipe('textarea').base).toMatchObject({ focusRingWidth: '2px' });
  });
});
