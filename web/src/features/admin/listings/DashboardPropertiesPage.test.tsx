import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { listingCard } from '../../../test/listing-fixtures';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render';
import { signedInAs } from '../../../test/session';

// Dialogs and the whole app in jsdom on a busy two-core machine: room per test.
jest.setTimeout(45000);

type Listing = ReturnType<typeof listingCard> & { status: string; rejection: unknown };
const owner = { __typename: 'ListingOwner', id: 'o1', name: 'Meera Joshi', role: 'owner' };
const queued = (id: string, title: string, status: string, extra: Record<string, unknown> = {}): Listing => ({
  ...listingCard({ id, title, verified: false, owner, ...extra }),
  status,
  rejection: null,
});

/** The queue behind msw: filters by status, city and verified as the gateway does; records what is asked. */
function queue(initial: Listing[]) {
  const state = { listings: initial, asked: [] as Array<Record<string, unknown>>, changes: [] as Array<Record<string, unknown>> };
  server.use(
    graphql.query('ListingsForReview', ({ variables }) => {
      state.asked.push(variables);
      const items = state.listings.filter(
        (listing) =>
          (!variables.status || listing.status === variables.status) &&
          (!variables.city || listing.city === variables.city) &&
          (variables.verified === null || variables.verified === undefined || listing.verified === variables.verified),
      );
      return HttpResponse.json({
        data: { listingsForReview: { __typename: 'PropertyPage', items, total: items.length, page: 1, limit: 20, totalPages: 1 } },
      });
    }),
    graphql.query('ReviewCities', () => HttpResponse.json({ data: { reviewCities: ['Jaipur', 'Pune'] } })),
    graphql.mutation('SetPropertyStatus', ({ variables }) => {
      state.changes.push(variables);
      state.listings = state.listings.map((listing) =>
        listing.id === variables.id ? { ...listing, status: variables.status as string } : listing,
      );
      return HttpResponse.json({
        data: { setPropertyStatus: { __typename: 'Property', id: variables.id, status: variables.status, verified: false } },
      });
    }),
  );
  return state;
}

beforeEach(() => signedInAs('admin'));

describe('Property Page (admins review listings)', () => {
  it('lists listings and approves and verifies them', async () => {
    const state = queue([queued('a', 'Fresh PG', 'pending')]);
    server.use(
      graphql.mutation('VerifyListing', ({ variables }) => {
        state.changes.push(variables);
        state.listings = state.listings.map((listing) => (listing.id === variables.id ? { ...listing, verified: true } : listing));
        return HttpResponse.json({
          data: { verifyListing: { __typename: 'Property', id: variables.id, verified: true, verifiedAt: new Date().toISOString() } },
        });
      }),
    );
    const { user } = await renderApp('/dashboard/properties');
    expect(await screen.findByRole('heading', { name: 'Property Page' })).toBeInTheDocument();
    const row = (await screen.findByText('Fresh PG')).closest('li')!;
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Fresh PG' })).toHaveAttribute('href', '/my-properties/a/edit');

    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('"Fresh PG" is live.')).toBeInTheDocument();
    expect(state.changes[0]).toMatchObject({ id: 'a', status: 'approved' });

    // Verifying takes the whole checklist; an unchecked item is named.
    await user.click(await screen.findByRole('button', { name: 'Mark verified' }));
    const checklist = within(await screen.findByRole('form', { name: 'Verification checklist' }));
    await user.click(checklist.getByText('The photos match the place'));
    await user.click(checklist.getByText('The address was confirmed'));
    await user.click(checklist.getByRole('button', { name: 'Verify listing' }));
    expect(await checklist.findByText("Check this before verifying: the owner's identity was seen")).toBeInTheDocument();
    expect(state.changes).toHaveLength(1);
    await user.click(checklist.getByText("The owner's identity was seen"));
    await user.type(checklist.getByLabelText('Note (what you saw)'), 'Visited on Monday');
    await user.click(checklist.getByRole('button', { name: 'Verify listing' }));
    expect(await screen.findByText('Listing verified.')).toBeInTheDocument();
    expect(state.changes[1]).toEqual({
      id: 'a',
      checklist: { photosMatch: true, ownerIdentitySeen: true, addressConfirmed: true, note: 'Visited on Monday' },
    });
  });

  it("rejects a listing with a reason from the list, asking for words for 'other'", async () => {
    const state = queue([queued('a', 'Fresh PG', 'pending')]);
    const rejections: Array<Record<string, unknown>> = [];
    server.use(
      graphql.mutation('RejectListing', ({ variables }) => {
        rejections.push(variables);
        const rejection = {
          __typename: 'ListingRejection',
          reason: 'other',
          reasonLabel: 'Other',
          note: (variables.input as { note: string }).note,
        };
        state.listings = state.listings.map((listing) =>
          listing.id === variables.id ? { ...listing, status: 'rejected', rejection } : listing,
        );
        return HttpResponse.json({ data: { rejectListing: { __typename: 'Property', id: variables.id, status: 'rejected', rejection } } });
      }),
    );
    const { user } = await renderApp('/dashboard/properties');
    const row = (await screen.findByText('Fresh PG')).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const form = within(await screen.findByRole('form', { name: 'Reject the listing' }));
    await user.click(form.getByRole('button', { name: 'Reject listing' }));
    expect(await form.findByText('Choose a reason')).toBeInTheDocument();

    await user.click(form.getByText('Other'));
    await user.click(form.getByRole('button', { name: 'Reject listing' }));
    expect(await form.findByText('Tell the owner what is wrong (at least 10 characters)')).toBeInTheDocument();
    expect(rejections).toEqual([]);

    await user.type(form.getByLabelText(/Note for the owner/), 'The rent is for a whole flat.');
    await user.click(form.getByRole('button', { name: 'Reject listing' }));
    expect(await screen.findByText('"Fresh PG" was rejected and its owner e-mailed.')).toBeInTheDocument();
    expect(rejections).toEqual([{ id: 'a', input: { reason: 'other', note: 'The rent is for a whole flat.' } }]);
    expect(await screen.findByText('Rejected: Other · The rent is for a whole flat.')).toBeInTheDocument();
  });

  it('selects every waiting listing on the page and approves them at once, telling which were skipped and why', async () => {
    queue([queued('a', 'Amaltas PG', 'pending'), queued('b', 'Neem Tree Hostel', 'pending'), queued('c', 'Banyan Stay', 'approved')]);
    const asked: string[][] = [];
    server.use(
      graphql.mutation('ApproveListings', ({ variables }) => {
        asked.push(variables.ids as string[]);
        return HttpResponse.json({
          data: {
            approveListings: {
              __typename: 'BulkApproveResult',
              approvedCount: 1,
              approved: [{ __typename: 'ReviewedListing', id: 'a', title: 'Amaltas PG' }],
              skipped: [{ __typename: 'SkippedListing', id: 'b', title: 'Neem Tree Hostel', status: 'approved', reason: 'not_pending' }],
            },
          },
        });
      }),
    );
    const { user } = await renderApp('/dashboard/properties');
    await screen.findByText('Amaltas PG');
    // Only listings waiting for review can be chosen.
    expect(screen.getByRole('checkbox', { name: 'Select Amaltas PG' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Banyan Stay' })).not.toBeInTheDocument();
    const approve = screen.getByRole('button', { name: 'Approve selected' });
    expect(approve).toBeDisabled();

    await user.click(screen.getByText('Select all on this page'));
    expect(screen.getByText('2 of 2 waiting selected')).toBeInTheDocument();
    await user.click(screen.getByText('Select Neem Tree Hostel'));
    expect(screen.getByText('1 of 2 waiting selected')).toBeInTheDocument();
    await user.click(screen.getByText('Select Neem Tree Hostel'));
    await user.click(approve);
    await waitFor(() => expect(asked).toEqual([['a', 'b']]));
    const outcome = within(await screen.findByRole('status', { name: 'Approval result' }));
    expect(outcome.getByText('1 listing approved. 1 skipped.')).toBeInTheDocument();
    expect(outcome.getByText('Neem Tree Hostel: No longer waiting for review')).toBeInTheDocument();
  });

  it('filters by status, city and verified, keeping them in the URL, and says what to do when nothing matches', async () => {
    const state = queue([
      queued('a', 'Amaltas PG', 'pending', { city: 'Jaipur' }),
      queued('b', 'Pune Nest', 'approved', { city: 'Pune', verified: true }),
    ]);
    const { user, router } = await renderApp('/dashboard/properties?status=pending');
    await screen.findByText('Amaltas PG');
    expect(screen.queryByText('Pune Nest')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('pending');

    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.selectOptions(await screen.findByLabelText('City'), 'Pune');
    await user.selectOptions(screen.getByLabelText('Verified'), 'yes');
    expect(await screen.findByText('Pune Nest')).toBeInTheDocument();
    expect(screen.queryByText('Amaltas PG')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?city=Pune&verified=yes');
    expect(state.asked.at(-1)).toMatchObject({ status: null, city: 'Pune', verified: true, page: 1, limit: 20 });

    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    expect(await screen.findByText('No listings match these filters.')).toBeInTheDocument();
    expect(screen.getByText('Nothing is waiting for review: you are all caught up.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every listing' }));
    expect(await screen.findByText('Amaltas PG')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
