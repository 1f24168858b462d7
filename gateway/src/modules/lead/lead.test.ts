import { bookableVisitDays } from '../../../../shared/domain/visits';
import { enquiryAs, listingsOf, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { Lead } from './lead.entity';

let t: TestApp;
afterAll(() => t?.close());

it('lists every enquiry, phone number view and visit once as a lead of its kind, with its listing, owner, seeker and time', async () => {
  t = await createTestApp();
  const owner = await signedIn(t, 'owner', 'Meera Joshi');
  const seeker = await signedIn(t, 'user', 'Asha Verma');
  const visitor = await signedIn(t, 'user', 'Kabir Rao');
  const [listingId, otherListingId] = await listingsOf(t, owner, ['Saanjh Girls PG', 'Aangan Boys PG']);
  const asSeeker = { id: seeker.user.id, role: seeker.user.role };

  const enquiryId = await enquiryAs(t, seeker, listingId);
  const anonymousId = await enquiryAs(t, visitor, listingId, { signedIn: false });
  await t.services.phoneReveals.reveal(asSeeker, listingId);
  const visit = await t.services.visits.request(asSeeker, listingId, { day: bookableVisitDays()[2], slot: 'morning' });
  await enquiryAs(t, seeker, otherListingId);

  const leads = await t.dataSource.getRepository(Lead).find({ where: { propertyId: listingId }, order: { createdAt: 'ASC' } });
  const [reveal] = await t.dataSource.query(`SELECT id, created_at FROM phone_reveals WHERE property_id = $1`, [listingId]);
  expect(leads).toEqual([
    {
      kind: 'enquiry',
      id: enquiryId,
      propertyId: listingId,
      ownerId: owner.user.id,
      seekerId: seeker.user.id,
      createdAt: expect.any(Date),
    },
    // Sent signed out: no seeker until the sender joins with its e-mail.
    { kind: 'enquiry', id: anonymousId, propertyId: listingId, ownerId: owner.user.id, seekerId: null, createdAt: expect.any(Date) },
    {
      kind: 'phone_reveal',
      id: reveal.id,
      propertyId: listingId,
      ownerId: owner.user.id,
      seekerId: seeker.user.id,
      createdAt: reveal.created_at,
    },
    { kind: 'visit', id: visit.id, propertyId: listingId, ownerId: owner.user.id, seekerId: seeker.user.id, createdAt: visit.createdAt },
  ]);
  // The seeker's leads across listings, whatever their kind.
  const mine = await t.dataSource.getRepository(Lead).countBy({ seekerId: seeker.user.id });
  expect(mine).toBe(4);
});
