import { PHONE } from '../support/browser';
import { describeAccessibilityAt } from '../support/accessibility-table';

/** Every screen of the accessibility table (support/accessibility-table.ts) at 360px, a phone. */
describeAccessibilityAt('a 360px phone', PHONE);
