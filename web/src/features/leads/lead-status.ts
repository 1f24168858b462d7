import type { LeadStatus } from '../../../../shared/domain/enquiries';

/** The badge colour of each lead status, in the inbox and in 'My enquiries'. */
export const LEAD_STATUS_PALETTE: Record<LeadStatus, string> = { new: 'blue', contacted: 'green', closed: 'gray' };
