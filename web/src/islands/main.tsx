import '../app/stylesheet';
import { applyColorMode, initialColorMode } from '../app/color-mode-class';
import { readToken } from '../features/auth/session-storage';
import { localShortlist } from '../features/shortlist/local-shortlist';
import { keepFocusUncovered } from '../lib/focus-uncovered';
import { wakeIslands } from './wake-islands';

/**
 * The one script of a page served as HTML with islands (islands.html): a few kilobytes that set
 * light or dark before the first paint and wake each island when it is first used. React, Chakra
 * and each island's code load then, not with the page.
 */
keepFocusUncovered();
const mode = initialColorMode();
applyColorMode(mode);
wakeIslands({ personal: Boolean(readToken()) || localShortlist().length > 0 || mode === 'dark' });
