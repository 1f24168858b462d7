import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { listingDetail, listingReviews } from './listing-fixtures';
import { server } from './msw-server';
import { renderApp } from './render';
import { signedInAs } from './session';

/**
 * What people type into the enquiry, Contact us and review forms is shown as text wherever it is
 * read: markup stays visible characters and never becomes elements (issue 11 item 10). The leads
 * inbox proves the same for the enquiry's message in LeadsPage.test.tsx.
 */
const MARKUP = '<b>x</b><img src=x onerror="alert(1)">';

const expectShownAsText = (scope: HTMLElement, text: string) => {
  expect(within(scope).getByText(text)).toBeInTheDocument();
  expect(scope.querySelector('b, img[src="x"]')).toBeNull();
};

describe('text people typed is shown as text', () => {
  it("enquiry: the seeker's own message and the owner's reply in My enquiries", async () => {
    signedInAs('user');
    server.use(
      graphql.query('MyEnquiries', () =>
        HttpResponse.json({
          data: {
            myEnquiries: {
              __typename: 'EnquiryPage',
              total: 1,
              page: 1,
              items: [
                {
                  __typename: 'Enquiry',
                  id: 'e1',
                  customerType: 'individual',
                  name: 'Asha Verma',
                  email: 'asha@example.in',
                  city: 'Jaipur',
                  phone: '9876543210',
                  message: `Seeker ${MARKUP}`,
                  status: 'contacted',
                  read: true,
                  createdAt: '2026-11-20T10:00:00.000Z',
                  thread: {
                    __typename: 'LeadThread',
                    id: 'e1',
                    unread: 0,
                    open: true,
                    messages: [
                      {
                        __typename: 'ThreadMessage',
                        id: 'r1',
                        fromSeeker: false,
                        message: `Owner ${MARKUP}`,
                        createdAt: '2026-11-21T10:00:00.000Z',
                      },
                    ],
                  },
                  listing: { __typename: 'Property', id: 'p1', title: 'Sakhi Girls PG', locality: 'Malviya Nagar', city: 'Jaipur' },
                },
              ],
            },
          },
        }),
      ),
    );
    await renderApp('/my-enquiries');
    const message = await screen.findByText(`Seeker ${MARKUP}`);
    const enquiry = message.closest('article') ?? document.body;
    expectShownAsText(enquiry, `Owner ${MARKUP}`);
  });

  it('Contact us: the message, its sender and enquiry type in the admin Messages', async () => {
    signedInAs('admin');
    server.use(
      graphql.query('Inbox', () =>
        HttpResponse.json({
          data: {
            inbox: {
              __typename: 'InboxPage',
              total: 1,
              page: 1,
              totalPages: 1,
              items: [
                {
                  __typename: 'InboxItem',
                  id: 'm1',
                  kind: 'message',
                  read: false,
                  status: 'open',
                  assignedToName: null,
                  assignedToMe: false,
                  resolvedByName: null,
                  resolvedAt: null,
                  resolutionNote: null,
                  replies: [],
                  report: null,
                  createdAt: '2026-11-20T10:00:00.000Z',
                  message: {
                    __typename: 'ContactMessage',
                    id: 'm1',
                    fullName: 'Rohit <i>S</i>',
                    email: 'rohit@example.in',
                    mobile: '9811223344',
                    enquiryType: '<u>Listing</u>',
                    message: `Message ${MARKUP}`,
                    read: false,
                  },
                },
              ],
            },
          },
        }),
      ),
    );
    await renderApp('/dashboard/messages');
    const item = (await screen.findByText(`Message ${MARKUP}`)).closest('li')!;
    expectShownAsText(item, `Message ${MARKUP}`);
    expect(item.querySelector('i, u')).toBeNull();
    expect(within(item).getByText(/Rohit <i>S<\/i>/)).toBeInTheDocument();
  });

  it("review: the review's text and the owner's reply on the listing page", async () => {
    server.use(
      graphql.query('PropertyDetail', () => HttpResponse.json({ data: { property: listingDetail() } })),
      graphql.query('ListingReviews', () =>
        HttpResponse.json({
          data: {
            property: listingReviews({
              ratingSummary: { __typename: 'RatingSummary', average: 4, count: 1, starCounts: [0, 1, 0, 0, 0], aspects: [] },
              reviews: {
                __typename: 'ReviewPage',
                total: 1,
                items: [
                  {
                    __typename: 'Review',
                    id: 'r1',
                    rating: 4,
                    text: `Review ${MARKUP} and clean rooms`,
                    authorName: 'Asha V.',
                    reviewerConnection: null,
                    mine: false,
                    ownerReply: `Reply ${MARKUP}`,
                    ownerRepliedAt: '2026-10-02T10:00:00.000Z',
                    createdAt: '2026-10-01T10:00:00.000Z',
                  },
                ],
              },
            }),
          },
        }),
      ),
    );
    await renderApp('/property/p1');
    const block = await screen.findByRole('region', { name: 'Reviews & Ratings' });
    expect(await within(block).findByText(`Review ${MARKUP} and clean rooms`)).toBeInTheDocument();
    expectShownAsText(block, `Reply ${MARKUP}`);
  });
});
