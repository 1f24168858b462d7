import type { DataSource } from 'typeorm';
import { EnquiryReply } from '../../modules/enquiry/enquiry-reply.entity';
import { Enquiry } from '../../modules/enquiry/enquiry.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';

const HOUR = 3_600_000;
const REPLY =
  'Thank you for asking. A room is free from the 1st; come and see it any day between 10 am and 6 pm, or call me on the number on the listing.';

/** The demo owner's replies to the sample leads they have contacted, as a seeker sees them in 'My enquiries'. */
export const enquiryRepliesSeed: Seeder = {
  name: 'enquiry-replies-v1',
  async run(_services: Services, dataSource: DataSource) {
    const contacted = await dataSource.getRepository(Enquiry).find({ where: { status: 'contacted' } });
    const rows = contacted.map((lead) => ({
      enquiryId: lead.id,
      authorId: lead.ownerId,
      message: REPLY,
      createdAt: new Date(Math.min(Date.now(), lead.createdAt.getTime() + 2 * HOUR)),
    }));
    if (rows.length) await dataSource.getRepository(EnquiryReply).insert(rows);
    return rows.length;
  },
};

/** Delays of the demo owner's replies to the leads they closed: varied, as real reply times are. */
const CLOSED_REPLY_MINUTES = [35, 300];
const CLOSED_REPLY = 'Thank you for your interest. The room you asked about has been taken; I will let you know when a bed is free again.';

/**
 * The demo owner's replies to the leads they closed, so with the contacted ones they have replied
 * to enough enquiries for the owner block to show a median reply time.
 */
export const closedEnquiryRepliesSeed: Seeder = {
  name: 'enquiry-replies-closed-v1',
  async run(_services: Services, dataSource: DataSource) {
    const closed = await dataSource.getRepository(Enquiry).find({ where: { status: 'closed' }, order: { createdAt: 'ASC' } });
    const rows = closed.map((lead, index) => ({
      enquiryId: lead.id,
      authorId: lead.ownerId,
      message: CLOSED_REPLY,
      createdAt: new Date(
        Math.min(Date.now(), lead.createdAt.getTime() + CLOSED_REPLY_MINUTES[index % CLOSED_REPLY_MINUTES.length] * 60_000),
      ),
    }));
    if (rows.length) await dataSource.getRepository(EnquiryReply).insert(rows);
    return rows.length;
  },
};
