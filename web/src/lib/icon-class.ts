/**
 * The class that sizes an icon given no size (icon-sprite.tsx): 1em square, from the theme's global
 * styles (app/theme-global-styles.ts), at no specificity, so any class or style that sizes an icon wins, as it did
 * over react-icons' `height="1em" width="1em"` attributes (25 bytes of a page per icon).
 */
export const ICON_CLASS = 'nv-icon';
