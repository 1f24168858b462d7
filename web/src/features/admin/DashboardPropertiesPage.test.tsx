import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { listingCard } from '../../test/listing-fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { signedInAs } from '../../test/session';

describe('Property Page (admins review listings)', () => {
  it('lists listings by status and approves, rejects and verifies them', async () => {
    signedInAs('admin');
    let listings = [
      { ...listingCard({ id: 'a', title: 'Fresh PG', verified: false }), status: 'pending', owner: { __typename: 'ListingOwner', id: 'o1', name: 'Meera Joshi', role: 'owner' } },
    ];
    const asked: Array<Record<string, unknown>> = [];
    const changes: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('ListingsForReview', ({ variables }) => {
        asked.push(variables);
        const items = listings.filter((listing) => !variables.status || listing.status === variables.status);
        return HttpResponse.json({ data: { listingsForReview: { __typename: 'PropertyPage', items, total: items.length, page: 1, limit: 20, totalPages: 1 } } });
      }),
      graphql.mutation('SetPropertyStatus', ({ variables }) => {
        changes.push(variables);
        listings = listings.map((listing) => (listing.id === variables.id ? { ...listing, status: variables.status as string } : listing));
        return HttpResponse.json({ data: { setPropertyStatus: { __typename: 'Property', id: variables.id, status: variables.status, verified: false } } });
      }),
      graphql.mutation('VerifyListing', ({ variables }) => {
        changes.push(variables);
        listings = listings.map((listing) => (listing.id === variables.id ? { ...listing, verified: true } : listing));
        return HttpResponse.json({ data: { verifyListing: { __typename: 'Property', id: variables.id, verified: true, verifiedAt: new Date().toISOString() } } });
      }),
    );
    const { user } = renderApp('/dashboard/properties');
    expect(await screen.findByRole('heading', { name: 'Property Page' })).toBeInTheDocument();
    const row = (await screen.findByText('Fresh PG')).closest('li')!;
    expect(within(row).getByText('Pending')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('"Fresh PG" is live.')).toBeInTheDocument();
    expect(changes[0]).toMatchObject({ id: 'a', status: 'approved' });

    // Verifying takes the whole checklist; an unchecked item is named.
    await user.click(await screen.findByRole('button', { name: 'Mark verified' }));
    const checklist = within(await screen.findByRole('form', { name: 'Verification checklist' }));
    await user.click(checklist.getByText('The photos match the place'));
    await user.click(checklist.getByText('The address was confirmed'));
    await user.click(checklist.getByRole('button', { name: 'Verify listing' }));
    expect(await checklist.findByText("Check this before verifying: the owner's identity was seen")).toBeInTheDocument();
    expect(changes).toHaveLength(1);
    await user.click(checklist.getByText("The owner's identity was seen"));
    await user.type(checklist.getByLabelText('Note (what you saw)'), 'Visited on Monday');
    await user.click(checklist.getByRole('button', { name: 'Verify listing' }));
    expect(await screen.findByText('Listing verified.')).toBeInTheDocument();
    expect(changes[1]).toEqual({ id: 'a', checklist: { photosMatch: true, ownerIdentitySeen: true, addressConfirmed: true, note: 'Visited on Monday' } });

    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(screen.getByRole('button', { name: 'Rejected' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No listings here.')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ status: 'rejected' });
  });
});
