/**
 * The app's one stylesheet: the theme's global styles and tokens (build-plugins/theme-stylesheet.ts)
 * and the two fonts. Imported by both of the browser's entries (the app's main.tsx and the
 * islands' public-pages/islands-main.tsx), so every page links the same hashed file, cached once.
 */
import 'virtual:theme.css';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
