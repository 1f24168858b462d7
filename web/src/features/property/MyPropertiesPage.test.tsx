import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { LISTING_PAUSE_TEXT, LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';
import { REVIEW_BEFORE_LIVE_TEXTS } from '../../../../shared/domain/site-settings';
import { server } from '../../test/msw-server';
import { siteSettings } from '../../test/site-settings';
import { listingCard, listingDetail } from '../../test/listing-fixtures';
import { locationHandlers } from '../../test/location-handlers';
import { renderApp } from '../../test/render';
import { graphQLError, signedInAs } from '../../test/session';

function page(items: unknown[]) {
  return { myProperties: { __typename: 'PropertyPage', items, total: items.length, page: 1, limit: 10, totalPages: 1 } };
}

// The edit form is long and jsdom is slow on a busy two-core machine: room per test.
jest.setTimeout(45000);

beforeEach(() => signedInAs('owner'));

describe('My Properties', () => {
  it('says new listings wait for review only while admins have that on', async () => {
    server.use(
      graphql.query('MyProperties', () => HttpResponse.json({ data: page([]) })),
      graphql.query('SiteSettings', () => HttpResponse.json({ data: { siteSettings: siteSettings({ reviewBeforeLive: true }) } })),
    );
    await renderApp('/my-properties');
    expect(await screen.findByText(REVIEW_BEFORE_LIVE_TEXTS.notice)).toBeInTheDocument();
  });

  it('says nothing of review while new listings go live at once (the default)', async () => {
    server.use(graphql.query('MyProperties', () => HttpResponse.json({ data: page([]) })));
    await renderApp('/my-properties');
    expect(await screen.findByText('0 listings')).toBeInTheDocument();
    expect(screen.queryByText(REVIEW_BEFORE_LIVE_TEXTS.notice)).not.toBeInTheDocument();
  });

  it("lists the owner's listings with their status, and deletes one after asking", async () => {
    let listings = [
      {
        ...listingCard({ id: 'a', title: 'Sakhi Girls PG' }),
        status: 'approved',
        rejection: null,
        updatedAt: new Date().toISOString(),
        stats: null,
        openVisits: 2,
      },
      {
        ...listingCard({ id: 'b', title: 'Urban Den Boys PG' }),
        status: 'pending',
        rejection: null,
        updatedAt: new Date().toISOString(),
        stats: null,
        openVisits: 0,
      },
    ];
    const deleted: string[] = [];
    server.use(
      graphql.query('MyProperties', () => HttpResponse.json({ data: page(listings) })),
      graphql.mutation('DeleteProperty', ({ variables }) => {
        deleted.push(variables.id as string);
        listings = listings.filter((listing) => listing.id !== variables.id);
        return HttpResponse.json({ data: { deleteProperty: true } });
      }),
    );
    const { user } = await renderApp('/my-properties');
    expect(await screen.findByRole('heading', { name: 'Sakhi Girls PG' })).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Sakhi Girls PG' })).toHaveAttribute('href', '/my-properties/a/edit');

    await user.click(screen.getByRole('button', { name: 'Delete Urban Den Boys PG' }));
    const dialog = await screen.findByRole('alertdialog');
    // No visits to come there: nothing about visits. What stays for the seekers is said.
    expect(within(dialog).queryByText(/still to come/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(LISTING_REMOVED_TEXT.historyStays)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Urban Den Boys PG' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('"Urban Den Boys PG" was deleted.')).toBeInTheDocument();
    expect(deleted).toEqual(['b']);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Urban Den Boys PG' })).not.toBeInTheDocument());

    // A listing with visits to come says what deleting it does to them, before anything is deleted.
    await user.click(screen.getByRole('button', { name: 'Delete Sakhi Girls PG' }));
    expect(
      within(await screen.findByRole('alertdialog')).getByText(
        '2 visits are still to come here. Deleting the listing cancels them and tells each visitor by e-mail.',
      ),
    ).toBeInTheDocument();
  });

  it('pauses and resumes a listing, each with a toast; a paused one is marked Paused and says what that means', async () => {
    const row = (id: string, title: string, paused: boolean) => ({
      ...listingCard({ id, title }),
      status: 'approved',
      paused,
      rejection: null,
      updatedAt: new Date().toISOString(),
      stats: null,
      openVisits: 0,
    });
    const calls: string[] = [];
    server.use(
      graphql.query('MyProperties', () =>
        HttpResponse.json({ data: page([row('a', 'Sakhi Girls PG', false), row('b', 'Urban Den Boys PG', true)]) }),
      ),
      graphql.mutation('PauseProperty', ({ variables }) => {
        calls.push(`pause ${variables.id as string}`);
        return HttpResponse.json({ data: { pauseProperty: { __typename: 'Property', id: variables.id, paused: true } } });
      }),
      graphql.mutation('ResumeProperty', ({ variables }) => {
        calls.push(`resume ${variables.id as string}`);
        return HttpResponse.json({ data: { resumeProperty: { __typename: 'Property', id: variables.id, paused: false } } });
      }),
    );
    const { user } = await renderApp('/my-properties');
    const live = (await screen.findByRole('heading', { name: 'Sakhi Girls PG' })).closest('li')!;
    const paused = screen.getByRole('heading', { name: 'Urban Den Boys PG' }).closest('li')!;
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(live).queryByText(LISTING_PAUSE_TEXT.badge)).not.toBeInTheDocument();
    expect(within(paused).getByText(LISTING_PAUSE_TEXT.badge)).toBeInTheDocument();
    expect(within(paused).queryByText('Live')).not.toBeInTheDocument();
    expect(within(paused).getByText(LISTING_PAUSE_TEXT.explanation)).toBeInTheDocument();

    await user.click(within(live).getByRole('button', { name: 'Pause Sakhi Girls PG' }));
    expect(await screen.findByText(LISTING_PAUSE_TEXT.paused)).toBeInTheDocument();
    expect(await within(live).findByText(LISTING_PAUSE_TEXT.badge)).toBeInTheDocument();
    expect(within(live).getByRole('button', { name: 'Resume Sakhi Girls PG' })).toBeInTheDocument();

    await user.click(within(paused).getByRole('button', { name: 'Resume Urban Den Boys PG' }));
    expect(await screen.findByText(LISTING_PAUSE_TEXT.resumed)).toBeInTheDocument();
    expect(await within(paused).findByText('Live')).toBeInTheDocument();
    expect(within(paused).queryByText(LISTING_PAUSE_TEXT.explanation)).not.toBeInTheDocument();
    expect(calls).toEqual(['pause a', 'resume b']);
  });

  it('says so in a toast when pausing fails, and the listing stays as it was', async () => {
    server.use(
      graphql.query('MyProperties', () =>
        HttpResponse.json({
          data: page([
            {
              ...listingCard({ id: 'a', title: 'Sakhi Girls PG' }),
              status: 'approved',
              paused: false,
              rejection: null,
              updatedAt: new Date().toISOString(),
              stats: null,
              openVisits: 0,
            },
          ]),
        }),
      ),
      graphql.mutation('PauseProperty', () => graphQLError('You can only change your own listings.', 'FORBIDDEN')),
    );
    const { user } = await renderApp('/my-properties');
    await user.click(await screen.findByRole('button', { name: 'Pause Sakhi Girls PG' }));
    expect(await screen.findByText('You can only change your own listings.')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause Sakhi Girls PG' })).toBeInTheDocument();
  });

  it('shows the owner why a listing was rejected, next to it', async () => {
    const rejection = {
      __typename: 'ListingRejection',
      reasonLabel: 'Photos are unclear or misleading',
      note: 'The photos show a different building.',
    };
    server.use(
      graphql.query('MyProperties', () =>
        HttpResponse.json({
          data: page([
            {
              ...listingCard({ id: 'a', title: 'Sakhi Girls PG' }),
              status: 'rejected',
              rejection,
              updatedAt: new Date().toISOString(),
              stats: null,
              openVisits: 0,
            },
            {
              ...listingCard({ id: 'b', title: 'Urban Den Boys PG' }),
              status: 'approved',
              rejection: null,
              updatedAt: new Date().toISOString(),
              stats: null,
              openVisits: 0,
            },
          ]),
        }),
      ),
    );
    await renderApp('/my-properties');
    const rejected = (await screen.findByRole('heading', { name: 'Sakhi Girls PG' })).closest('li')!;
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('Why it was rejected: Photos are unclear or misleading')).toBeInTheDocument();
    expect(within(rejected).getByText('The photos show a different building.')).toBeInTheDocument();
    const live = screen.getByRole('heading', { name: 'Urban Den Boys PG' }).closest('li')!;
    expect(within(live).queryByText(/Why it was rejected/)).not.toBeInTheDocument();
  });

  it('shows what each listing earned over the last 30 days: views, enquiries, phone reveals, visits and shortlists', async () => {
    const stats = (views: number, enquiries: number, reveals: number, visits: number, shortlists: number) => ({
      __typename: 'ListingStats',
      days: 30,
      counts: [
        { __typename: 'ListingStatCount', kind: 'views', count: views },
        { __typename: 'ListingStatCount', kind: 'enquiries', count: enquiries },
        { __typename: 'ListingStatCount', kind: 'phone_reveals', count: reveals },
        { __typename: 'ListingStatCount', kind: 'visits', count: visits },
        { __typename: 'ListingStatCount', kind: 'shortlists', count: shortlists },
      ],
    });
    const now = new Date().toISOString();
    server.use(
      graphql.query('MyProperties', () =>
        HttpResponse.json({
          data: page([
            {
              ...listingCard({ id: 'a', title: 'Sakhi Girls PG' }),
              status: 'approved',
              rejection: null,
              updatedAt: now,
              stats: stats(1240, 7, 3, 2, 12),
              openVisits: 0,
            },
            {
              ...listingCard({ id: 'b', title: 'Urban Den Boys PG' }),
              status: 'pending',
              rejection: null,
              updatedAt: now,
              stats: stats(0, 0, 0, 0, 0),
              openVisits: 0,
            },
          ]),
        }),
      ),
    );
    await renderApp('/my-properties');
    const first = within(await screen.findByLabelText('Sakhi Girls PG, last 30 days'));
    expect(screen.getAllByLabelText(/, last 30 days$/)).toHaveLength(2);
    const pairs = first.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Views', '1,240'],
      ['Enquiries', '7'],
      ['Phone reveals', '3'],
      ['Visits', '2'],
      ['Shortlists', '12'],
    ]);
  });

  it('invites an owner without listings to add one', async () => {
    server.use(graphql.query('MyProperties', () => HttpResponse.json({ data: page([]) })));
    await renderApp('/my-properties');
    expect(await screen.findByRole('heading', { name: 'You have not listed a property yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first property' })).toHaveAttribute('href', '/add-property');
  });
});

describe('Editing a listing', () => {
  it("does not open the form for a listing the gateway's edit rule refuses, though anybody may read it", async () => {
    server.use(
      graphql.query('PropertyDetail', () => HttpResponse.json({ data: { property: listingDetail() } })),
      graphql.query('PropertyToEdit', () => graphQLError('Property not found', 'NOT_FOUND')),
    );
    await renderApp('/my-properties/someone-elses/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent('This listing does not exist, or it is not yours to edit.');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('fills the form with the listing and sends the kept photos in order', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      ...locationHandlers,
      graphql.query('PropertyToEdit', () => HttpResponse.json({ data: { propertyToEdit: listingDetail() } })),
      graphql.mutation('UpdateProperty', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { updateProperty: listingDetail({ title: variables.input.title }) } });
      }),
    );
    const { user } = await renderApp('/my-properties/p1/edit');
    const title = await screen.findByRole('textbox', { name: /^Property title/ });
    expect(title).toHaveValue('Saanjh Girls PG near Malviya Nagar market road');
    expect(screen.getByRole('textbox', { name: /^Pin code/ })).toHaveValue('302017');
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.clear(title);
    await user.paste('Saanjh Girls PG');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Property updated successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({ id: 'p1', gallery: ['i2'], input: { title: 'Saanjh Girls PG', price: 7500 } });
    expect(screen.getByRole('button', { name: 'Changes Saved!' })).toBeInTheDocument();
  });
});
