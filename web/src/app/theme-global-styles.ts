import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { listingCardStyles } from '../features/property/listing-card-styles';
import { ICON_CLASS } from '../lib/icon-class';
import { themeConfigs } from './theme';

/**
 * The theme's own global CSS. It is written only into the theme's static stylesheet
 * (build-plugins/theme-stylesheet.ts): the app's Chakra provider gets the theme without global
 * styles (`systemWithoutGlobalStyles` in theme.ts), so no page's JavaScript needs to carry it.
 */
const globalStyles = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    body: { overflowX: 'hidden' },
    // An icon given no size (lib/icon-sprite.tsx): 1em square, below any class that sizes it.
    [`:where(.${ICON_CLASS})`]: { width: '1em', height: '1em' },
    // The listing card's plain elements (features/property/listing-card-styles.ts).
    ...listingCardStyles,
  },
});

/** The theme with its global styles, for the static stylesheet's build. */
export const systemWithGlobalStyles = createSystem(defaultBaseConfig, ...themeConfigs, globalStyles);
