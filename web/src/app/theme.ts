import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  carouselSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  colorSwatchRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  selectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes (component styles) the app uses: the default
 * config carries all 80, about 15 KB gzip more JavaScript on every page. A component whose
 * recipe is missing here draws unstyled: add its recipe when you use a new kind of component.
 */
/**
 * The prefix of the theme's CSS variables (`--nv-colors-bg`), shorter than Chakra's own `chakra`:
 * a page's styles name them about 1,500 times. Our code names tokens (`{colors.brand.fg}`), not
 * the variables.
 */
const CSS_VARS_PREFIX = 'nv';

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: CSS_VARS_PREFIX,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      colorSwatch: colorSwatchRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      carousel: carouselSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      select: selectSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** Text fields show a 2px focus ring (Chakra's is 1px, hard to see on a search box). */
const fieldFocus = { focusRingWidth: '2px' };

/**
 * One theme, light and dark. Deep teal is the brand (headings, links, focus); saffron is the
 * accent, kept for actions. Every pair used for text passes WCAG AA in both modes.
 */
const config = defineConfig({
  theme: {
    recipes: {
      input: { base: fieldFocus },
      textarea: { base: fieldFocus },
    },
    slotRecipes: {
      combobox: { slots: comboboxSlotRecipe.slots, base: { input: fieldFocus } },
    },
    tokens: {
      fonts: {
        heading: { value: "'Fraunces Variable', Georgia, 'Times New Roman', serif" },
        body: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#e8f5f4' },
          100: { value: '#c5e6e3' },
          200: { value: '#9dd4cf' },
          300: { value: '#6dbdb6' },
          400: { value: '#3aa39b' },
          500: { value: '#14877f' },
          600: { value: '#0e716b' },
          700: { value: '#0b5e5b' },
          800: { value: '#0a4745' },
          900: { value: '#083634' },
          950: { value: '#042322' },
        },
        saffron: {
          50: { value: '#fff8e6' },
          100: { value: '#ffedbf' },
          200: { value: '#ffe08f' },
          300: { value: '#ffd05c' },
          400: { value: '#fbbf2e' },
          500: { value: '#f4a300' },
          600: { value: '#d48a00' },
          700: { value: '#a86b00' },
          800: { value: '#7a4e00' },
          900: { value: '#4d3100' },
          950: { value: '#2e1d00' },
        },
      },
      radii: { card: { value: '1rem' } },
    },
    semanticTokens: {
      colors: {
        brand: {
          // White text on it passes WCAG AA (7.6:1 light, 5.9:1 dark).
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.600}' } },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
        },
        saffron: {
          solid: { value: '{colors.saffron.500}' },
          contrast: { value: '{colors.gray.950}' },
          fg: { value: { _light: '{colors.saffron.800}', _dark: '{colors.saffron.300}' } },
          muted: { value: { _light: '{colors.saffron.100}', _dark: '{colors.saffron.900}' } },
          subtle: { value: { _light: '{colors.saffron.50}', _dark: '{colors.saffron.950}' } },
          emphasized: { value: { _light: '{colors.saffron.200}', _dark: '{colors.saffron.800}' } },
          focusRing: { value: { _light: '{colors.saffron.700}', _dark: '{colors.saffron.400}' } },
        },
        // Chakra's status text colours and solid green are a shade too light for WCAG AA on
        // white (red.500 is 3.8:1, orange.600 3.6:1, green.600 with white text 3.3:1).
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        green: {
          solid: { value: '{colors.green.700}' },
        },
        // The focus ring of everything without a colour palette of its own (Chakra's gray.400 is
        // 2.6:1 on white; WCAG asks 3:1): the brand's, 5.2:1 or more on every light surface.
        gray: {
          focusRing: { value: '{colors.brand.focusRing}' },
        },
        // The page band behind headers and banners.
        band: { value: { _light: '{colors.brand.50}', _dark: '{colors.gray.900}' } },
      },
    },
  },
});

/** The theme's configs after Chakra's base one (theme-global-styles.ts adds the global CSS to them). */
export const themeConfigs = [chakraTheme, config] as const;

export const system = createSystem(defaultBaseConfig, ...themeConfigs);

/**
 * The theme as the app's Chakra provider gets it: without its global styles (the order of the CSS
 * layers, the reset, the global CSS and every token as a CSS variable, light and dark: about 50 KB),
 * which are one static stylesheet in the app's hashed, cached CSS file
 * (build-plugins/theme-stylesheet.ts) instead of a style tag in every page's HTML that each browser
 * then serialises again while the page hydrates (issue 32). Chakra's provider writes `_global`, and
 * the layers' order unless layers are off; `disableLayers` in this copy's config is read by nothing
 * else (styles are wrapped in their layers by the system's functions, made with the original config).
 */
export const systemWithoutGlobalStyles: typeof system = {
  ...system,
  _global: [],
  _config: { ...system._config, disableLayers: true },
};

/**
 * For the brand-coloured bands (the top bar, the footer): a light focus ring for what is inside
 * them, where the teal one would vanish (saffron.300: 5.2:1 on the top bar, 11.4:1 on the footer).
 */
export const BRAND_BAND_FOCUS_RING = 'saffron.300';
// The variable Chakra's focus rings read (colors.colorPalette.focusRing), inherited by what has no palette of its own.
export const brandBandFocus = { [`--${CSS_VARS_PREFIX}-colors-color-palette-focus-ring`]: `colors.${BRAND_BAND_FOCUS_RING}` };
