import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { REPORT_MESSAGES } from '../../../../shared/domain/reports';
import { LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { signedInAs } from '../../test/session';
import { leadItem, leadThread, type Lead } from '../../test/lead-fixtures';
import { bookableVisitDays, VISIT_STATUS_LABELS } from '../../../../shared/domain/visits';

jest.setTimeout(45000);

describe('My enquiries', () => {
  it("lists what the seeker sent, with each listing, its status and the owner's replies, which they can report", async () => {
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
                leadItem({
                  id: 'a',
                  name: 'Asha Verma',
                  status: 'contacted',
                  read: true,
                  message: "I'm interested in this property.",
                  listingId: 'p1',
                  listingTitle: 'Sakhi Girls PG',
                  replies: ['Come on Saturday at 11.'],
                }),
              ],
            },
          },
        }),
      ),
    );
    const { user } = await renderApp('/my-enquiries');
    const link = await screen.findByRole('link', { name: 'Sakhi Girls PG' });
    expect(link).toHaveAttribute('href', '/property/p1');
    expect(screen.getByText('Contacted')).toBeInTheDocument();
    expect(screen.getByText("I'm interested in this property.")).toBeInTheDocument();
    const thread = within(screen.getByRole('region', { name: 'Conversation' }));
    expect(thread.getByText('The owner')).toBeInTheDocument();
    expect(thread.getByText('Come on Saturday at 11.')).toBeInTheDocument();

    // The owner's message can be reported, to our team only.
    const reported: unknown[] = [];
    server.use(
      graphql.mutation('ReportMessage', ({ variables }) => {
        reported.push(variables);
        return HttpResponse.json({ data: { reportMessage: REPORT_MESSAGES.messageSent } });
      }),
    );
    await user.click(thread.getByRole('button', { name: 'Report this message from The owner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this message' }));
    await user.click(dialog.getByRole('radio', { name: 'Scam or asking for money' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(REPORT_MESSAGES.messageSent);
    expect(reported).toEqual([{ enquiryId: 'a', messageId: 'a-r0', input: { reason: 'fraud', text: '' } }]);
  });

  it("answers the owner in the thread, and reads the owner's new messages on opening", async () => {
    signedInAs('user');
    const lead: Lead = {
      id: 'a',
      name: 'Priya Verma',
      status: 'contacted',
      read: true,
      unread: 1,
      message: "I'm interested in this property.",
      listingId: 'p1',
      listingTitle: 'Sakhi Girls PG',
      replies: ['Come on Saturday at 11.'],
    };
    const read: string[] = [];
    const written: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('MyEnquiries', () =>
        HttpResponse.json({ data: { myEnquiries: { __typename: 'EnquiryPage', total: 1, page: 1, items: [leadItem(lead)] } } }),
      ),
      graphql.query('UnreadEnquiries', () => HttpResponse.json({ data: { unreadEnquiries: lead.unread } })),
      graphql.mutation('ReadThread', ({ variables }) => {
        read.push(variables.id as string);
        lead.unread = 0;
        return HttpResponse.json({ data: { readThread: { __typename: 'LeadThread', id: lead.id, unread: 0 } } });
      }),
      graphql.mutation('WriteInThread', ({ variables }) => {
        written.push(variables);
        lead.replies = [...(lead.replies ?? []), { seeker: variables.message as string }];
        return HttpResponse.json({ data: { writeInThread: leadThread(lead) } });
      }),
    );
    const { user } = await renderApp('/my-enquiries');
    await screen.findByRole('link', { name: 'Sakhi Girls PG' });
    // Read as it is shown; the badge says what was new until the seeker leaves.
    await waitFor(() => expect(read).toEqual(['a']));
    expect(screen.getByText('1 new message')).toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'Write to the owner' }));
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(await form.findByText('Reply is required')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Your message' }), 'Saturday at 11 suits me.');
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message was sent to the owner.')).toBeInTheDocument();
    expect(written).toEqual([{ id: 'a', message: 'Saturday at 11 suits me.' }]);
    const messages = within(screen.getByRole('region', { name: 'Conversation' })).getAllByRole('listitem');
    expect(messages.at(-1)).toHaveTextContent(/^YouSaturday at 11 suits me\./);
    // Only the other side's words can be reported.
    expect(within(messages.at(-1)!).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it("counts the enquiries with an answer not read yet beside 'My Enquiries' in the account menu", async () => {
    signedInAs('user');
    server.use(graphql.query('UnreadEnquiries', () => HttpResponse.json({ data: { unreadEnquiries: 2 } })));
    const { user } = await renderApp('/');
    await user.click(await screen.findByTestId('user-menu-trigger'));
    const menu = await screen.findByRole('menu', { hidden: true });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'My Enquiries 2 unread', hidden: true })).toHaveAttribute('href', '/my-enquiries'),
    );
  });

  it('invites a seeker who sent nothing to find a PG', async () => {
    signedInAs('user');
    server.use(
      graphql.query('MyEnquiries', () =>
        HttpResponse.json({ data: { myEnquiries: { __typename: 'EnquiryPage', total: 0, page: 1, items: [] } } }),
      ),
    );
    await renderApp('/my-enquiries');
    expect(await screen.findByRole('heading', { name: 'You have not sent an enquiry yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a PG' })).toHaveAttribute('href', '/search-list');
  });

  it('keeps the enquiry and the visit of a listing its owner removed, marked so, without a link, and the thread closed', async () => {
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
                leadItem({
                  id: 'a',
                  name: 'Asha Verma',
                  status: 'contacted',
                  read: true,
                  message: 'Is a single room free from next month?',
                  listingId: 'p9',
                  listingTitle: 'Banyan Court Boys PG',
                  listingRemoved: true,
                  replies: ['Yes, come on Saturday.', { seeker: 'Saturday at 11 works.' }],
                }),
              ],
            },
          },
        }),
      ),
      graphql.query('MyVisits', () =>
        HttpResponse.json({
          data: {
            myVisits: {
              __typename: 'VisitPage',
              total: 1,
              page: 1,
              items: [
                {
                  __typename: 'Visit',
                  id: 'v1',
                  day: bookableVisitDays()[5],
                  slot: 'morning',
                  status: 'cancelled',
                  cancelledBy: 'owner',
                  over: false,
                  actions: [],
                  note: 'Coming at 11.',
                  createdAt: new Date(Date.now() - 3600_000).toISOString(),
                  seeker: null,
                  listing: {
                    __typename: 'Property',
                    id: 'p9',
                    title: 'Banyan Court Boys PG',
                    locality: 'Jagatpura',
                    city: 'Jaipur',
                    removed: true,
                  },
                  thread: leadThread({ id: 'v1', replies: ['Sorry, the PG is closing.'], listingRemoved: true }),
                },
              ],
            },
          },
        }),
      ),
    );
    await renderApp('/my-enquiries');
    // The enquiry and the visit, each named by the listing's title and that it was removed.
    await waitFor(() =>
      expect(screen.getAllByRole('article', { name: `Banyan Court Boys PG ${LISTING_REMOVED_TEXT.removed}` })).toHaveLength(2),
    );
    const cards = screen.getAllByRole('article', { name: `Banyan Court Boys PG ${LISTING_REMOVED_TEXT.removed}` });
    const enquiryCard = cards.find((card) => within(card).queryByText('Is a single room free from next month?'))!;
    const visitCard = cards.find((card) => card !== enquiryCard)!;
    const enquiry = within(enquiryCard);
    expect(screen.queryByRole('link', { name: /Banyan Court Boys PG/ })).not.toBeInTheDocument();
    // The conversation stays readable; nobody writes in it any more.
    const thread = within(enquiry.getByRole('region', { name: 'Conversation' }));
    expect(thread.getByText('Yes, come on Saturday.')).toBeInTheDocument();
    expect(thread.getByText('Saturday at 11 works.')).toBeInTheDocument();
    expect(enquiry.getByText(LISTING_REMOVED_TEXT.threadClosed)).toBeInTheDocument();
    expect(enquiry.queryByRole('textbox')).not.toBeInTheDocument();

    // The visit it cancelled stays in My visits, marked the same way.
    const visit = within(visitCard);
    expect(visit.getByText(`${VISIT_STATUS_LABELS.cancelled} by the owner`)).toBeInTheDocument();
    // Its conversation too: readable, closed to new messages.
    expect(visit.getByText('Sorry, the PG is closing.')).toBeInTheDocument();
    expect(visit.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('conversations from a phone number view', () => {
  it('shows the owner who wrote after the seeker viewed their number, and the seeker answers there', async () => {
    signedInAs('user');
    const reveal = { id: 'r1', replies: ['Hello! Did you want to see the room?'] as Lead['replies'], unread: 1 };
    const written: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('MyPhoneRevealThreads', () =>
        HttpResponse.json({
          data: {
            myPhoneRevealThreads: {
              __typename: 'PhoneRevealPage',
              total: 1,
              items: [
                {
                  __typename: 'PhoneReveal',
                  id: 'r1',
                  createdAt: new Date(Date.now() - 7200_000).toISOString(),
                  listing: {
                    __typename: 'Property',
                    id: 'p1',
                    title: 'Sakhi Girls PG',
                    locality: 'Malviya Nagar',
                    city: 'Jaipur',
                    removed: false,
                  },
                  thread: leadThread(reveal),
                },
              ],
            },
          },
        }),
      ),
      graphql.mutation('WriteInThread', ({ variables }) => {
        written.push(variables);
        reveal.replies = [...(reveal.replies ?? []), { seeker: String(variables.message) }];
        return HttpResponse.json({ data: { writeInThread: leadThread(reveal) } });
      }),
    );
    const { user } = await renderApp('/my-enquiries');
    const section = within(await screen.findByRole('region', { name: 'Phone numbers you viewed' }));
    const card = within(section.getByRole('article', { name: 'Sakhi Girls PG' }));
    expect(card.getByText('Hello! Did you want to see the room?')).toBeInTheDocument();
    const form = within(card.getByRole('form', { name: 'Write to the owner' }));
    await user.type(form.getByRole('textbox', { name: 'Your message' }), 'Yes, on Sunday please.');
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(await card.findByText('Yes, on Sunday please.')).toBeInTheDocument();
    expect(written).toEqual([{ id: 'r1', message: 'Yes, on Sunday please.' }]);
  });
});
