import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { listingDetail, listingReviews } from '../../test/listing-fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { graphQLError, signedInAs } from '../../test/session';

function review(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Review',
    id,
    rating: 4,
    text: 'Clean rooms, good food and a helpful warden.',
    authorName: 'Asha V.',
    reviewerConnection: null,
    mine: false,
    ownerReply: null,
    ownerRepliedAt: null,
    createdAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

const withReviews = (items: unknown[], total = items.length) =>
  listingReviews({
    ratingSummary: {
      __typename: 'RatingSummary',
      average: 4.3,
      count: total,
      starCounts: total === 6 ? [3, 2, 1, 0, 0] : [total, 0, 0, 0, 0],
      aspects: [
        { __typename: 'AspectRating', aspect: 'food', label: 'Food', average: 4.5, count: 4 },
        { __typename: 'AspectRating', aspect: 'safety', label: 'Safety', average: null, count: 0 },
      ],
    },
    reviews: { __typename: 'ReviewPage', total, items },
  });

beforeEach(() => server.use(graphql.query('PropertyDetail', () => HttpResponse.json({ data: { property: listingDetail() } }))));

const block = async () => within(await screen.findByRole('region', { name: 'Reviews & Ratings' }));

describe('Reviews & Ratings on the listing page', () => {
  it('says there are no reviews yet and asks an anonymous visitor to sign in to write the first', async () => {
    await renderApp('/property/p1');
    const reviews = await block();
    expect(await reviews.findByText('No reviews yet. Stayed here? Be the first to write one.')).toBeInTheDocument();
    // Back to the reviews after signing in, by the link's address too: a tap before the page's script carries no state.
    expect(reviews.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      '/login?back=%2Fproperty%2Fp1%23reviews',
    );
  });

  it('shows the average, the count, a bar per star, the aspects rated and the reviews, with Load more', async () => {
    const asked: number[] = [];
    server.use(
      graphql.query('ListingReviews', ({ variables }) => {
        asked.push(variables.limit as number);
        const items = [review('r1', { ownerReply: 'Thank you for staying!' }), review('r2', { rating: 5, authorName: 'Rohan' })];
        return HttpResponse.json({
          data: { property: withReviews(variables.limit === 5 ? items : [...items, review('r3', { authorName: 'Divya R.' })], 6) },
        });
      }),
    );
    const { user } = await renderApp('/property/p1');
    const reviews = await block();
    expect(await reviews.findByText('4.3')).toBeInTheDocument();
    expect(reviews.getByText('from 6 reviews')).toBeInTheDocument();
    const stars = within(reviews.getByRole('list', { name: 'Reviews per star' })).getAllByRole('listitem');
    expect(stars.map((row) => row.textContent)).toEqual(['5 stars3', '4 stars2', '3 stars1', '2 stars0', '1 star0']);
    expect(reviews.getByText('Food')).toBeInTheDocument();
    expect(reviews.queryByText('Safety')).not.toBeInTheDocument();
    const list = reviews.getByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Thank you for staying!')).toBeInTheDocument();
    expect(within(list).getAllByRole('img', { name: /out of 5 stars/ })[0]).toHaveAccessibleName('4 out of 5 stars');

    await user.click(reviews.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Divya R.')).toBeInTheDocument();
    expect(asked).toEqual([5, 10]);
  });

  it('keeps the reviews shown out of reach while more load, so deleting one is not undone by the longer answer', async () => {
    let releaseMore = () => {};
    const moreReleased = new Promise<void>((resolve) => (releaseMore = resolve));
    server.use(
      graphql.query('ListingReviews', async ({ variables }) => {
        const items = [review('r1'), review('r2', { authorName: 'Rohan' })];
        if (variables.limit === 5) return HttpResponse.json({ data: { property: withReviews(items, 6) } });
        await moreReleased;
        return HttpResponse.json({ data: { property: withReviews([...items, review('r3', { authorName: 'Divya R.' })], 6) } });
      }),
    );
    const { user } = await renderApp('/property/p1');
    const reviews = await block();
    const outOfReach = () => reviews.getByRole('list', { name: 'Reviews' }).closest('[inert]');
    await reviews.findByRole('list', { name: 'Reviews' });
    expect(outOfReach()).toBeNull();
    await user.click(reviews.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(outOfReach()).not.toBeNull());
    releaseMore();
    expect(await reviews.findByText('Divya R.')).toBeInTheDocument();
    expect(outOfReach()).toBeNull();
  });

  it("marks a writer who visited 'Verified visit' and one who enquired 'Enquired' beside their name, and nobody else", async () => {
    const items = [
      review('r1', { reviewerConnection: 'verified_visit' }),
      review('r2', { authorName: 'Rohan', reviewerConnection: 'enquired' }),
      review('r3', { authorName: 'Divya R.' }),
    ];
    server.use(graphql.query('ListingReviews', () => HttpResponse.json({ data: { property: withReviews(items) } })));
    await renderApp('/property/p1');
    const reviews = await block();
    const cards = within(await reviews.findByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(within(cards[0]).getByText('Verified visit')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('Enquired')).not.toBeInTheDocument();
    expect(within(cards[1]).getByText('Enquired')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('Verified visit')).not.toBeInTheDocument();
    expect(within(cards[2]).queryByText(/Verified visit|Enquired/)).not.toBeInTheDocument();
  });

  it('checks the review form as the gateway does and publishes a review', async () => {
    signedInAs('user');
    let sent: unknown;
    server.use(
      graphql.mutation('WriteReview', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { writeReview: review('r9', { mine: true }) } });
      }),
    );
    const { user } = await renderApp('/property/p1');
    const reviews = await block();
    await user.click(await reviews.findByRole('button', { name: 'Write a review' }));
    const form = within(reviews.getByRole('form', { name: 'Your review' }));
    await user.click(form.getByRole('button', { name: 'Publish review' }));
    expect(await form.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    await user.type(form.getByLabelText(/Your review/), 'Too short');
    await user.tab();
    expect(await form.findByText('Write at least 20 characters about your stay')).toBeInTheDocument();

    await user.selectOptions(form.getByLabelText(/Your rating/), '4 stars');
    await user.selectOptions(form.getByLabelText('Food'), '5 stars');
    await user.type(form.getByLabelText(/Your review/), ' but the food is really good here.');
    await user.click(form.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Thank you! Your review is published.')).toBeInTheDocument();
    expect(sent).toEqual({
      propertyId: 'p1',
      input: {
        rating: 4,
        food: 5,
        cleanliness: null,
        safety: null,
        location: null,
        value: null,
        text: 'Too short but the food is really good here.',
      },
    });
  });

  it("shows the gateway's refusal under the field it names", async () => {
    signedInAs('user');
    server.use(
      graphql.mutation('WriteReview', () =>
        graphQLError('Choose a rating from 1 to 5 stars', 'BAD_USER_INPUT', [
          { field: 'rating', message: 'Choose a rating from 1 to 5 stars' },
        ]),
      ),
    );
    const { user } = await renderApp('/property/p1');
    const reviews = await block();
    await user.click(await reviews.findByRole('button', { name: 'Write a review' }));
    const form = within(reviews.getByRole('form', { name: 'Your review' }));
    await user.selectOptions(form.getByLabelText(/Your rating/), '3 stars');
    await user.type(form.getByLabelText(/Your review/), 'An honest review of twenty characters or more.');
    await user.click(form.getByRole('button', { name: 'Publish review' }));
    expect(await form.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
  });

  it('lets the owner reply instead of reviewing their own listing', async () => {
    signedInAs('owner', { id: 'o1' });
    server.use(graphql.query('ListingReviews', () => HttpResponse.json({ data: { property: withReviews([review('r1')]) } })));
    await renderApp('/property/p1');
    const reviews = await block();
    expect(await reviews.findByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(reviews.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });
});
