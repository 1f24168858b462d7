import { DESKTOP } from '../support/browser';
import { describeAccessibilityAt } from '../support/accessibility-table';

/** Every screen of the accessibility table (support/accessibility-table.ts) at 1280px. */
describeAccessibilityAt('1280px', DESKTOP);
