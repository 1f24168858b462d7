import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { signedInAs } from '../../test/session';
import { leadItem, leadThread, type Lead } from '../../test/lead-fixtures';

jest.setTimeout(45000);

/** A small fake inbox: filters like the gateway, counts unread, records every change. */
function fakeInbox(leads: Lead[]) {
  const seen: Array<Record<string, unknown>> = [];
  const changes: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('Leads', ({ variables }) => {
      seen.push(variables);
      const items = leads.filter(
        (lead) =>
          (!variables.status || lead.status === variables.status) && (!variables.propertyId || lead.listingId === variables.propertyId),
      );
      return HttpResponse.json({
        data: { leads: { __typename: 'EnquiryPage', total: items.length, page: 1, items: items.map(leadItem) } },
      });
    }),
    graphql.query('UnreadLeads', () => HttpResponse.json({ data: { unreadLeads: leads.filter((lead) => !lead.read).length } })),
    graphql.query('PhoneReveals', () =>
      HttpResponse.json({
        data: {
          phoneReveals: {
            __typename: 'PhoneRevealPage',
            total: 1,
            items: [
              {
                __typename: 'PhoneReveal',
                id: 'r1',
                name: 'Priya Verma',
                email: 'priya@seeker.test',
                phone: '9876501234',
                createdAt: new Date().toISOString(),
                listing: { __typename: 'Property', id: 'p1', title: 'Sakhi Girls PG' },
                thread: leadThread({ id: 'r1', replies: [{ seeker: 'Is the room on the ground floor?' }], unread: 1 }),
              },
            ],
          },
        },
      }),
    ),
    graphql.mutation('UpdateLead', ({ variables }) => {
      changes.push(variables);
      const lead = leads.find((candidate) => candidate.id === variables.id)!;
      if (variables.status) lead.status = variables.status as Lead['status'];
      if (variables.read) Object.assign(lead, { read: true, unread: 0 });
      return HttpResponse.json({
        data: {
          updateLead: {
            __typename: 'Enquiry',
            id: lead.id,
            status: lead.status,
            read: lead.read,
            thread: { __typename: 'LeadThread', id: lead.id, unread: lead.unread ?? 0 },
          },
        },
      });
    }),
    graphql.mutation('WriteInThread', ({ variables }) => {
      changes.push(variables);
      const lead = leads.find((candidate) => candidate.id === variables.id)!;
      lead.replies = [...(lead.replies ?? []), variables.message as string];
      lead.read = true;
      if (lead.status === 'new') lead.status = 'contacted';
      return HttpResponse.json({ data: { writeInThread: leadThread(lead) } });
    }),
  );
  return { seen, changes };
}

const article = (name: string) => screen.getByRole('article', { name });

describe('Leads inbox', () => {
  beforeEach(() => signedInAs('owner'));

  it("shows each lead with the listing, marks them unread, says 'Verified number' only beside a number proved by a code, and the menu counts them", async () => {
    fakeInbox([
      {
        id: 'a',
        name: 'Asha Verma',
        status: 'new',
        read: false,
        phoneVerified: true,
        message: '<b>Is a room free?</b>',
        listingId: 'p1',
        listingTitle: 'Sakhi Girls PG',
      },
      { id: 'b', name: 'Ravi Kumar', status: 'contacted', read: true, message: 'Parking?', listingId: 'p2', listingTitle: 'Urban Den' },
    ]);
    const { user } = await renderApp('/my-leads');
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    const asha = within(article('Asha Verma'));
    expect(asha.getByText('Unread')).toBeInTheDocument();
    expect(asha.getByText('New')).toBeInTheDocument();
    expect(asha.getByRole('link', { name: 'Sakhi Girls PG' })).toHaveAttribute('href', '/property/p1');
    expect(asha.getByRole('link', { name: 'a@seeker.test' })).toHaveAttribute('href', 'mailto:a@seeker.test');
    // Markup a seeker typed is shown as text.
    expect(asha.getByText('<b>Is a room free?</b>')).toBeInTheDocument();
    expect(asha.getByText('Verified number')).toBeInTheDocument();
    const ravi = within(article('Ravi Kumar'));
    expect(ravi.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(ravi.queryByText('Verified number')).not.toBeInTheDocument();
    expect(ravi.queryByText('Unread')).not.toBeInTheDocument();
    expect(ravi.getByText('Contacted')).toBeInTheDocument();
    expect(ravi.queryByRole('button', { name: 'Mark contacted' })).not.toBeInTheDocument();
    expect(screen.getByText('2 leads')).toBeInTheDocument();
    const views = within(await screen.findByRole('region', { name: 'Phone number views (1)' }));
    // Her name on the view and on her message in its conversation.
    expect(views.getAllByText('Priya Verma')).toHaveLength(2);
    expect(views.getByRole('link', { name: '9876501234' })).toHaveAttribute('href', 'tel:+919876501234');
    // The conversation with whoever viewed the number, answered where it is shown.
    expect(within(views.getByRole('region', { name: 'Conversation' })).getByText('Is the room on the ground floor?')).toBeInTheDocument();
    expect(views.getByRole('form', { name: 'Reply to Priya Verma' })).toBeInTheDocument();

    await user.click(screen.getByTestId('user-menu-trigger'));
    const menu = await screen.findByRole('menu', { hidden: true });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Leads 1 unread', hidden: true })).toHaveAttribute('href', '/my-leads'),
    );
  });

  it('marks a lead contacted and read, and the unread count follows', async () => {
    const { changes } = fakeInbox([
      { id: 'a', name: 'Asha Verma', status: 'new', read: false, message: 'Hello', listingId: 'p1', listingTitle: 'Sakhi Girls PG' },
    ]);
    const { user } = await renderApp('/my-leads');
    await screen.findByRole('heading', { name: 'Asha Verma' });
    await user.click(within(article('Asha Verma')).getByRole('button', { name: 'Mark contacted' }));
    expect(await screen.findByText('Marked as contacted.')).toBeInTheDocument();
    expect(changes).toEqual([{ id: 'a', status: 'contacted', read: true }]);
    await waitFor(() => expect(within(article('Asha Verma')).queryByText('Unread')).not.toBeInTheDocument());
    expect(within(article('Asha Verma')).getByText('Contacted')).toBeInTheDocument();

    await user.click(within(article('Asha Verma')).getByRole('button', { name: 'Mark closed' }));
    await waitFor(() => expect(within(article('Asha Verma')).getByText('Closed')).toBeInTheDocument());
    expect(changes[1]).toEqual({ id: 'a', status: 'closed', read: true });
  });

  it('sends a reply, checked like the gateway, and shows it under the lead', async () => {
    const { changes } = fakeInbox([
      { id: 'a', name: 'Asha Verma', status: 'new', read: false, message: 'Hello', listingId: 'p1', listingTitle: 'Sakhi Girls PG' },
    ]);
    const { user } = await renderApp('/my-leads');
    await screen.findByRole('heading', { name: 'Asha Verma' });
    const reply = within(screen.getByRole('form', { name: 'Reply to Asha Verma' }));
    await user.type(reply.getByRole('textbox', { name: 'Your reply' }), '   ');
    await user.click(reply.getByRole('button', { name: 'Send reply' }));
    expect(await reply.findByText('Reply is required')).toBeInTheDocument();
    expect(changes).toEqual([]);

    await user.clear(reply.getByRole('textbox', { name: 'Your reply' }));
    await user.type(reply.getByRole('textbox', { name: 'Your reply' }), 'A room is free from the 1st.');
    await user.click(reply.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply was sent to the seeker.')).toBeInTheDocument();
    expect(changes).toEqual([{ id: 'a', message: 'A room is free from the 1st.' }]);
    const card = within(article('Asha Verma'));
    const thread = within(card.getByRole('region', { name: 'Conversation' }));
    expect(thread.getByText('You')).toBeInTheDocument();
    expect(thread.getByText('A room is free from the 1st.')).toBeInTheDocument();
    expect(card.getByText('Contacted')).toBeInTheDocument();
    expect(reply.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
  });

  it("shows the seeker's messages in the conversation, each reportable, counts the new ones, and reads them", async () => {
    const { changes } = fakeInbox([
      {
        id: 'a',
        name: 'Asha Verma',
        status: 'contacted',
        read: true,
        unread: 1,
        message: 'Hello',
        listingId: 'p1',
        listingTitle: 'Sakhi Girls PG',
        replies: ['A room is free.', { seeker: 'Can I see it on Saturday?' }],
      },
    ]);
    const { user } = await renderApp('/my-leads');
    await screen.findByRole('heading', { name: 'Asha Verma' });
    const card = within(article('Asha Verma'));
    expect(card.getByText('1 new message')).toBeInTheDocument();
    const messages = within(card.getByRole('region', { name: 'Conversation' })).getAllByRole('listitem');
    expect(messages.map((message) => message.textContent)).toEqual([
      expect.stringMatching(/^YouA room is free\./),
      expect.stringMatching(/^Asha VermaCan I see it on Saturday\?/),
    ]);
    // The enquiry itself and the seeker's message can be reported; the owner's own cannot.
    expect(card.getAllByRole('button', { name: 'Report this message from Asha Verma' })).toHaveLength(2);
    expect(within(messages[0]).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(card.queryByText('1 new message')).not.toBeInTheDocument());
    expect(changes).toEqual([{ id: 'a', read: true }]);
  });

  it('exports the filtered leads as a CSV file with the session token', async () => {
    fakeInbox([{ id: 'b', name: 'Ravi Kumar', status: 'closed', read: true, message: 'Hi', listingId: 'p2', listingTitle: 'Urban Den' }]);
    const asked: Array<{ url: string; authorization: string | null }> = [];
    server.use(
      http.get('*/api/v1/leads.csv', ({ request }) => {
        asked.push({ url: request.url, authorization: request.headers.get('authorization') });
        return new HttpResponse('"Received"\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
    );
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:leads', revokeObjectURL: () => {} });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    try {
      const { user } = await renderApp('/my-leads?status=closed');
      await screen.findByRole('heading', { name: 'Ravi Kumar' });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toEqual(['nivaas-leads.csv blob:leads']));
      expect(new URL(asked[0].url).search).toBe('?status=closed');
      expect(asked[0].authorization).toBe('Bearer test-token');
    } finally {
      click.mockRestore();
    }
  });

  it('filters by status and by listing, kept in the address', async () => {
    const { seen } = fakeInbox([
      { id: 'a', name: 'Asha Verma', status: 'new', read: false, message: 'Hello', listingId: 'p1', listingTitle: 'Sakhi Girls PG' },
      { id: 'b', name: 'Ravi Kumar', status: 'closed', read: true, message: 'Hi', listingId: 'p2', listingTitle: 'Urban Den' },
    ]);
    const { user, router } = await renderApp('/my-leads');
    await screen.findByRole('heading', { name: 'Ravi Kumar' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Asha Verma' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=closed');
    expect(seen.at(-1)).toMatchObject({ status: 'closed' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await screen.findByRole('heading', { name: 'Asha Verma' });
    await user.click(within(article('Asha Verma')).getByRole('button', { name: 'Only this listing' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ravi Kumar' })).not.toBeInTheDocument());
    expect(seen.at(-1)).toMatchObject({ propertyId: 'p1', status: null });
    expect(router.state.location.search).toBe('?listing=p1');
    await user.click(screen.getByRole('button', { name: 'All listings' }));
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
  });

  it('tells an owner without leads where they will appear', async () => {
    fakeInbox([]);
    await renderApp('/my-leads');
    expect(await screen.findByRole('heading', { name: 'No leads yet' })).toBeInTheDocument();
  });

  it("shows an admin another owner's lead without its conversation, which only its two people read", async () => {
    signedInAs('admin');
    fakeInbox([
      {
        id: 'c',
        name: 'Isha Nair',
        status: 'new',
        read: false,
        message: 'Hello',
        listingId: 'p1',
        listingTitle: 'Sakhi Girls PG',
        inThread: false,
      },
    ]);
    await renderApp('/my-leads');
    const card = within(await screen.findByRole('article', { name: 'Isha Nair' }));
    expect(card.getByText(/The conversation is between the seeker and the listing's owner only/)).toBeInTheDocument();
    expect(card.queryByRole('form')).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it('is closed to seekers', async () => {
    signedInAs('user');
    await renderApp('/my-leads');
    expect(await screen.findByRole('heading', { name: 'This page is not for your account' })).toBeInTheDocument();
  });
});
