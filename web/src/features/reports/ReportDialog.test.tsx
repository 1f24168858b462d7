import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { REPORT_MESSAGES } from '../../../../shared/domain/reports';
import { listingDetail, listingReviews } from '../../test/listing-fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { graphQLError, signedInAs } from '../../test/session';

const review = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Review',
  id,
  rating: 1,
  text: 'Visit cheap-rooms.example for better PGs, call now!',
  authorName: 'Rohan G.',
  reviewerConnection: null,
  mine: false,
  ownerReply: null,
  ownerRepliedAt: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  ...overrides,
});

beforeEach(() => server.use(graphql.query('PropertyDetail', () => HttpResponse.json({ data: { property: listingDetail() } }))));

describe('Report this listing', () => {
  it('asks a visitor to sign in first and come back to the owner block, by the link address too (a tap before the page script)', async () => {
    await renderApp('/property/p1');
    expect(await screen.findByRole('link', { name: 'Report this listing' })).toHaveAttribute(
      'href',
      '/login?back=%2Fproperty%2Fp1%23owner-details',
    );
  });

  it('is not offered to the listing owner', async () => {
    signedInAs('owner', { id: 'o1' });
    await renderApp('/property/p1');
    await screen.findByRole('heading', { name: 'Meera Joshi' });
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report this listing' })).not.toBeInTheDocument();
  });

  it("checks the reason and, for 'Other', the words, then sends the report and thanks", async () => {
    signedInAs('user');
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('ReportListing', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { reportListing: REPORT_MESSAGES.listingSent } });
      }),
    );
    const { user } = await renderApp('/property/p1');
    await user.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this listing' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText(REPORT_MESSAGES.reason)).toBeInTheDocument();

    await user.click(dialog.getByRole('radio', { name: 'Other' }));
    await user.type(dialog.getByLabelText(/What is wrong/), 'Odd');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText(REPORT_MESSAGES.otherText)).toBeInTheDocument();
    expect(sent).toEqual([]);

    // Pasted, not typed key by key: the words are long and the machine may be busy.
    await user.click(dialog.getByLabelText(/What is wrong/));
    await user.paste(': the address leads to a shop, not a PG.');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(REPORT_MESSAGES.listingSent);
    expect(sent).toEqual([{ propertyId: 'p1', input: { reason: 'other', text: 'Odd: the address leads to a shop, not a PG.' } }]);
    // Three rounds of checks in one story: more than the default time on a loaded machine.
  }, 30_000);

  it('says so kindly when the user already reported it', async () => {
    signedInAs('user');
    server.use(graphql.mutation('ReportListing', () => graphQLError(REPORT_MESSAGES.listingAlreadyReported, 'CONFLICT')));
    const { user } = await renderApp('/property/p1');
    await user.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: 'Wrong price' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(REPORT_MESSAGES.listingAlreadyReported);
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Reporting a review', () => {
  it("is offered on others' reviews to signed-in users, with the review reasons", async () => {
    signedInAs('user');
    const sent: unknown[] = [];
    server.use(
      graphql.query('ListingReviews', () =>
        HttpResponse.json({
          data: {
            property: listingReviews({
              reviews: { __typename: 'ReviewPage', total: 2, items: [review('r1'), review('r2', { mine: true, authorName: 'Priya V.' })] },
            }),
          },
        }),
      ),
      graphql.mutation('ReportReview', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { reportReview: REPORT_MESSAGES.reviewSent } });
      }),
    );
    const { user } = await renderApp('/property/p1');
    const reviews = within(await screen.findByRole('list', { name: 'Reviews' }));
    expect(reviews.queryByRole('button', { name: 'Report the review by Priya V.' })).not.toBeInTheDocument();
    await user.click(await reviews.findByRole('button', { name: 'Report the review by Rohan G.' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this review' }));
    expect(dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Fake review',
      'Spam',
      'Abusive',
      'Not about this place',
    ]);
    await user.click(dialog.getByRole('radio', { name: 'Spam' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(REPORT_MESSAGES.reviewSent);
    expect(sent).toEqual([{ reviewId: 'r1', input: { reason: 'spam', text: '' } }]);
  });

  it('tells the writer of a hidden review that moderators hid it', async () => {
    signedInAs('user');
    server.use(
      graphql.query('ListingReviews', () =>
        HttpResponse.json({
          data: {
            property: listingReviews({
              myReview: {
                ...review('r3', { mine: true }),
                state: 'hidden',
                food: null,
                cleanliness: null,
                safety: null,
                location: null,
                value: null,
              },
            }),
          },
        }),
      ),
    );
    await renderApp('/property/p1');
    expect(await screen.findByText(REPORT_MESSAGES.reviewHiddenNotice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete your review' })).toBeInTheDocument();
  });
});
