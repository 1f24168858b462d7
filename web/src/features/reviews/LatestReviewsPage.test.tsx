import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';

describe('Reviews & Ratings page', () => {
  it('lists the latest reviews across the site with their listing, rating, writer and owner reply', async () => {
    server.use(
      graphql.query('LatestReviews', () =>
        HttpResponse.json({
          data: {
            latestReviews: {
              __typename: 'ReviewPage',
              total: 1,
              page: 1,
              totalPages: 1,
              items: [
                {
                  __typename: 'Review',
                  id: 'r1',
                  rating: 5,
                  text: 'Best PG I have lived in.',
                  authorName: 'Asha V.',
                  reviewerConnection: 'verified_visit',
                  mine: false,
                  ownerReply: 'Thank you!',
                  ownerRepliedAt: '2026-10-03T10:00:00.000Z',
                  createdAt: '2026-10-01T10:00:00.000Z',
                  listing: { __typename: 'Property', id: 'p1', title: 'Saanjh Girls PG', locality: 'Malviya Nagar', city: 'Jaipur' },
                },
              ],
            },
          },
        }),
      ),
    );
    await renderApp('/reviews');
    const list = within(await screen.findByRole('list', { name: 'Latest reviews' }));
    expect(list.getByRole('link', { name: 'Saanjh Girls PG' })).toHaveAttribute('href', '/property/p1#reviews');
    expect(list.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(list.getByText('Asha V.')).toBeInTheDocument();
    expect(list.getByText('Verified visit')).toBeInTheDocument();
    expect(list.getByText('Thank you!')).toBeInTheDocument();
    expect(document.title).toBe('Reviews & Ratings | Nivaas');
  });

  it('Testimonials lists real reviews of 4 stars and more, asked of the same query', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query('LatestReviews', ({ variables }) => {
        asked.push(variables.minRating);
        return HttpResponse.json({ data: { latestReviews: { __typename: 'ReviewPage', total: 0, page: 1, totalPages: 1, items: [] } } });
      }),
    );
    await renderApp('/testimonials');
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(asked).toEqual([4]);
    expect(screen.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeInTheDocument();
    expect(document.title).toBe('Testimonials | Nivaas');
  });

  it('says so when there are none yet', async () => {
    server.use(
      graphql.query('LatestReviews', () =>
        HttpResponse.json({ data: { latestReviews: { __typename: 'ReviewPage', total: 0, page: 1, totalPages: 1, items: [] } } }),
      ),
    );
    await renderApp('/reviews');
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });
});
