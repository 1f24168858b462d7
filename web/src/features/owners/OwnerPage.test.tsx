import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { listingCard, listingDetail, ownerProfile } from '../../test/listing-fixtures';
import { renderApp } from '../../test/render';

const page = (items: unknown[], total = items.length) => ({
  __typename: 'PropertyPage',
  items,
  total,
  page: 1,
  limit: 12,
  totalPages: Math.max(1, Math.ceil(total / 12)),
});

describe('Owner page', () => {
  it("shows the owner's name, figures and approved listings, and no e-mail or phone", async () => {
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('OwnerPage', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            ownerProfile: {
              ...ownerProfile({ medianReplyMinutes: 135 }),
              listings: page([listingCard({ id: 'p1' }), listingCard({ id: 'p2', title: 'Saanjh Residency Jagatpura' })], 3),
            },
          },
        });
      }),
    );
    await renderApp('/owners/o1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Properties by Meera Joshi' })).toBeInTheDocument();
    expect(asked[0]).toEqual({ id: 'o1', page: 1, limit: 12 });
    expect(screen.getByRole('heading', { level: 2, name: 'Meera Joshi' })).toBeInTheDocument();
    expect(screen.getByText('Owner · Member since November 2025')).toBeInTheDocument();
    expect(screen.getByText('Properties Listed').previousSibling).toHaveTextContent('3');
    expect(screen.getByText('Verified Properties').previousSibling).toHaveTextContent('1');
    expect(screen.getByText('Localities').previousSibling).toHaveTextContent('2');
    expect(screen.getByText('Malviya Nagar, Vaishali Nagar')).toBeInTheDocument();
    expect(screen.getByText(/Usually replies within 2 hours/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '3 properties listed' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // No e-mail or phone of the owner (the footer's own contact line aside): not in what the page
    // shows, nor in the breadcrumb trail it gives search engines (JSON-LD, whose keys start with @).
    const shown = screen.getByRole('main').cloneNode(true) as HTMLElement;
    const scripts = [...shown.querySelectorAll('script[type="application/ld+json"]')];
    const structuredData = scripts.map((script) => script.textContent).join('');
    for (const script of scripts) script.remove();
    expect(shown.textContent).not.toMatch(/@|\+91|98765/);
    expect(structuredData).toContain('BreadcrumbList');
    expect(structuredData).not.toMatch(/\w@\w|\+91|98765/);
  });

  it('is the 404 page for an unknown owner or one without approved listings', async () => {
    server.use(
      graphql.query('OwnerPage', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'This owner does not exist or has no listings on Nivaas.', extensions: { code: 'NOT_FOUND' } }],
        }),
      ),
    );
    await renderApp('/owners/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! page not found' })).toBeInTheDocument();
  });
});

describe("Listing page's owner block", () => {
  it('shows the figures from the owner profile, the reply time and a verified number only when there are, and links to the owner page', async () => {
    server.use(
      graphql.query('PropertyDetail', () =>
        HttpResponse.json({
          data: { property: listingDetail({ ownerProfile: ownerProfile({ medianReplyMinutes: 40, numberVerified: true }) }) },
        }),
      ),
    );
    const { user, router } = await renderApp('/property/p1');
    const block = (await screen.findByRole('heading', { level: 3, name: 'Meera Joshi' })).closest('.chakra-card__root') as HTMLElement;
    expect(within(block).getByText('MJ')).toBeInTheDocument();
    expect(within(block).getByText('Owner · Member since November 2025')).toBeInTheDocument();
    expect(within(block).getByText('Properties Listed').previousSibling).toHaveTextContent('3');
    expect(within(block).getByText('Verified Properties').previousSibling).toHaveTextContent('1');
    expect(within(block).getByText('Localities').previousSibling).toHaveTextContent('2');
    expect(within(block).getByText(/Usually replies within 40 minutes/)).toBeInTheDocument();
    expect(within(block).getByText('Number verified by SMS code')).toBeInTheDocument();
    server.use(
      graphql.query('OwnerPage', () =>
        HttpResponse.json({ data: { ownerProfile: { ...ownerProfile(), listings: page([listingCard()]) } } }),
      ),
    );
    await user.click(within(block).getByRole('link', { name: 'See all properties by Meera Joshi' }));
    expect(router.state.location.pathname).toBe('/owners/o1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Properties by Meera Joshi' })).toBeInTheDocument();
  });

  it('says nothing about reply time without enough replied enquiries, nor of a number not verified', async () => {
    server.use(graphql.query('PropertyDetail', () => HttpResponse.json({ data: { property: listingDetail() } })));
    await renderApp('/property/p1');
    await screen.findByRole('heading', { level: 3, name: 'Meera Joshi' });
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
    expect(screen.queryByText('Number verified by SMS code')).not.toBeInTheDocument();
  });
});
