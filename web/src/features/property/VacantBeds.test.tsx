import { render, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { PROPERTY_MESSAGES } from '../../../../shared/validation/property';
import { createApolloClient } from '../../app/apollo';
import { Providers } from '../../app/providers';
import type { ListingCardFragment } from '../../generated/graphql';
import { listingCard, listingDetail } from '../../test/listing-fixtures';
import { locationHandlers } from '../../test/location-handlers';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { signedInAs } from '../../test/session';
import { ListingCard } from './ListingCard';

// The edit form is long and jsdom is slow on a busy two-core machine: room per test.
jest.setTimeout(45000);

function renderCard(vacantBeds: number | null, variant: 'search' | 'home') {
  return render(
    <Providers client={createApolloClient()}>
      <MemoryRouter>
        <ListingCard listing={listingCard({ vacantBeds }) as unknown as ListingCardFragment} variant={variant} />
      </MemoryRouter>
    </Providers>,
  );
}

describe('Beds free on cards and the detail page', () => {
  it.each([
    [3, '3 beds free'],
    [1, '1 bed free'],
    [0, 'Full'],
  ])('a card with %s beds free says %s, on search and home cards', (vacantBeds, label) => {
    for (const variant of ['search', 'home'] as const) {
      const { unmount } = renderCard(vacantBeds, variant);
      expect(within(screen.getByRole('article')).getByText(label)).toBeInTheDocument();
      unmount();
    }
  });

  it('says nothing when the owner has not said', () => {
    renderCard(null, 'search');
    expect(within(screen.getByRole('article')).queryByText(/beds? free|Full/)).not.toBeInTheDocument();
  });

  it('shows them among the key highlights of the listing', async () => {
    server.use(graphql.query('PropertyDetail', () => HttpResponse.json({ data: { property: listingDetail({ vacantBeds: 2 }) } })));
    await renderApp('/property/p1');
    const highlights = await screen.findByRole('heading', { name: 'Key highlights' });
    const list = within(highlights.parentElement!).getAllByRole('listitem');
    expect(list.some((item) => item.textContent === 'Beds free now2 beds free')).toBe(true);
  });
});

describe('Beds free on My Properties', () => {
  beforeEach(() => signedInAs('owner'));

  it('saves each press at once and shows what was saved; Full cannot go lower', async () => {
    let listings = [
      {
        ...listingCard({ id: 'a', title: 'Sakhi Girls PG', vacantBeds: 1 }),
        status: 'approved',
        updatedAt: new Date().toISOString(),
        stats: null,
        openVisits: 0,
      },
      {
        ...listingCard({ id: 'b', title: 'Urban Den Boys PG', vacantBeds: null }),
        status: 'approved',
        updatedAt: new Date().toISOString(),
        stats: null,
        openVisits: 0,
      },
    ];
    const saved: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('MyProperties', () =>
        HttpResponse.json({
          data: { myProperties: { __typename: 'PropertyPage', items: listings, total: 2, page: 1, limit: 10, totalPages: 1 } },
        }),
      ),
      graphql.mutation('SetVacantBeds', ({ variables }) => {
        saved.push(variables);
        listings = listings.map((listing) =>
          listing.id === variables.id ? { ...listing, vacantBeds: variables.vacantBeds as number } : listing,
        );
        return HttpResponse.json({
          data: { setVacantBeds: { __typename: 'Property', id: variables.id, vacantBeds: variables.vacantBeds } },
        });
      }),
    );
    const { user } = await renderApp('/my-properties');
    const sakhi = await screen.findByRole('group', { name: 'Beds free now: Sakhi Girls PG' });
    expect(within(sakhi).getByText('1 bed free')).toBeInTheDocument();

    await user.click(within(sakhi).getByRole('button', { name: 'One bed fewer free' }));
    await waitFor(() => expect(within(sakhi).getByText('Full')).toBeInTheDocument());
    expect(saved).toEqual([{ id: 'a', vacantBeds: 0 }]);
    await waitFor(() => expect(within(sakhi).getByRole('button', { name: 'One bed fewer free' })).toBeDisabled());

    const urban = screen.getByRole('group', { name: 'Beds free now: Urban Den Boys PG' });
    expect(within(urban).getByText('Not stated')).toBeInTheDocument();
    expect(within(urban).getByRole('button', { name: 'One bed fewer free' })).toBeDisabled();
    await user.click(within(urban).getByRole('button', { name: 'One more bed free' }));
    await waitFor(() => expect(within(urban).getByText('1 bed free')).toBeInTheDocument());
    expect(saved).toEqual([
      { id: 'a', vacantBeds: 0 },
      { id: 'b', vacantBeds: 1 },
    ]);
  });

  it('keeps the value and says why when the save is refused', async () => {
    server.use(
      graphql.query('MyProperties', () =>
        HttpResponse.json({
          data: {
            myProperties: {
              __typename: 'PropertyPage',
              items: [
                {
                  ...listingCard({ id: 'a', title: 'Sakhi Girls PG', vacantBeds: 6 }),
                  status: 'approved',
                  updatedAt: new Date().toISOString(),
                  stats: null,
                  openVisits: 0,
                },
              ],
              total: 1,
              page: 1,
              limit: 10,
              totalPages: 1,
            },
          },
        }),
      ),
      graphql.mutation('SetVacantBeds', () =>
        HttpResponse.json({
          errors: [{ message: PROPERTY_MESSAGES.vacantBedsOverCapacity, extensions: { code: 'BAD_USER_INPUT', field: 'vacantBeds' } }],
        }),
      ),
    );
    const { user } = await renderApp('/my-properties');
    const sakhi = await screen.findByRole('group', { name: 'Beds free now: Sakhi Girls PG' });
    await user.click(within(sakhi).getByRole('button', { name: 'One more bed free' }));
    expect(await screen.findByText(PROPERTY_MESSAGES.vacantBedsOverCapacity)).toBeInTheDocument();
    expect(within(sakhi).getByText('6 beds free')).toBeInTheDocument();
  });
});

describe('Beds free in the edit form', () => {
  beforeEach(() => signedInAs('owner'));

  it('shows the saved number, checks it as you type, and sends it', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      ...locationHandlers,
      graphql.query('PropertyToEdit', () => HttpResponse.json({ data: { propertyToEdit: listingDetail({ vacantBeds: 2 }) } })),
      graphql.mutation('UpdateProperty', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { updateProperty: listingDetail({ vacantBeds: variables.input.vacantBeds }) } });
      }),
    );
    const { user } = await renderApp('/my-properties/p1/edit');
    const field = await screen.findByRole('textbox', { name: /^Beds free now/ });
    expect(field).toHaveValue('2');

    const retype = async (text: string) => {
      await user.tripleClick(field);
      await user.paste(text);
      expect(field).toHaveValue(text);
    };
    await retype('-1');
    expect(await screen.findByText(PROPERTY_MESSAGES.vacantBedsRange)).toBeInTheDocument();
    await retype('13');
    // The listing holds 12 residents.
    expect(await screen.findByText(PROPERTY_MESSAGES.vacantBedsOverCapacity)).toBeInTheDocument();
    await retype('0');
    await waitFor(() => expect(screen.queryByText(PROPERTY_MESSAGES.vacantBedsOverCapacity)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Property updated successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({ id: 'p1', input: { vacantBeds: 0, totalCapacity: 12 } });
  });
});
