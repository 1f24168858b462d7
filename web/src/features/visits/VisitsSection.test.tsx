import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { bookableVisitDays, visitActionsFor, type VisitStatus } from '../../../../shared/domain/visits';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { signedInAs } from '../../test/session';
import { leadThread, type Lead } from '../../test/lead-fixtures';

jest.setTimeout(45000);

const DAY = bookableVisitDays()[4];

/**
 * A fake gateway holding one visit; it moves it as the gateway's rules say and records each change. `thread`: its messages, when the viewer is in it.
 * `listAnswer`: the owner's list as the gateway would answer it now.
 */
function oneVisit(status: VisitStatus, side: 'owner' | 'seeker', { thread }: { thread?: Pick<Lead, 'replies' | 'unread'> } = {}) {
  const visit = { status, day: DAY, slot: 'afternoon' as string, cancelledBy: null as string | null };
  const changes: Array<Record<string, unknown>> = [];
  const conversation = () => (thread ? leadThread({ id: 'v1', ...thread }) : null);
  const item = () => ({
    __typename: 'Visit',
    id: 'v1',
    ...visit,
    over: false,
    actions: visitActionsFor(side, visit.status, false),
    note: 'After college.',
    createdAt: new Date(Date.now() - 3600_000).toISOString(),
    seeker: { __typename: 'VisitSeeker', name: 'Asha Verma', email: 'asha@seeker.test', phone: '9811122233' },
    listing: { __typename: 'Property', id: 'p1', title: 'Sakhi Girls PG', locality: 'Malviya Nagar', city: 'Jaipur', removed: false },
    thread: conversation(),
  });
  const page = () => ({ __typename: 'VisitPage', total: 1, page: 1, items: [item()] });
  const to: Record<string, VisitStatus> = {
    confirm: 'confirmed',
    propose: 'rescheduled',
    decline: 'declined',
    accept: 'confirmed',
    cancel: 'cancelled',
  };
  server.use(
    graphql.query('Visits', () => HttpResponse.json({ data: { visits: page() } })),
    graphql.query('MyVisits', () => HttpResponse.json({ data: { myVisits: page() } })),
    graphql.query('Leads', () => HttpResponse.json({ data: { leads: { __typename: 'EnquiryPage', total: 0, page: 1, items: [] } } })),
    graphql.query('PhoneReveals', () =>
      HttpResponse.json({ data: { phoneReveals: { __typename: 'PhoneRevealPage', total: 0, items: [] } } }),
    ),
    graphql.query('MyEnquiries', () =>
      HttpResponse.json({ data: { myEnquiries: { __typename: 'EnquiryPage', total: 0, page: 1, items: [] } } }),
    ),
    graphql.mutation('WriteInThread', ({ variables }) => {
      changes.push(variables);
      const message = String(variables.message);
      if (thread) thread.replies = [...(thread.replies ?? []), side === 'owner' ? message : { seeker: message }];
      return HttpResponse.json({ data: { writeInThread: conversation() } });
    }),
    graphql.mutation('ReadThread', ({ variables }) => {
      changes.push({ read: variables.id });
      return HttpResponse.json({ data: { readThread: { __typename: 'LeadThread', id: 'v1', unread: 0 } } });
    }),
    graphql.mutation('ChangeVisit', ({ variables }) => {
      changes.push(variables);
      visit.status = to[variables.action as string];
      if (variables.day) Object.assign(visit, { day: variables.day, slot: variables.slot });
      if (variables.action === 'cancel') visit.cancelledBy = side;
      return HttpResponse.json({ data: { changeVisit: item() } });
    }),
  );
  return { changes, listAnswer: () => ({ data: { visits: page() } }) };
}

const card = () => screen.findByRole('article', { name: /Asha Verma|Sakhi Girls PG/ });

describe("visits in the owner's leads inbox", () => {
  it('shows who asked, when and their note, and confirms with one click', async () => {
    signedInAs('owner');
    const { changes } = oneVisit('requested', 'owner');
    const { user } = await renderApp('/my-leads');
    const visit = within(await card());
    expect(visit.getByText('Requested')).toBeInTheDocument();
    expect(visit.getByText(/After college\./)).toBeInTheDocument();
    expect(visit.getByRole('link', { name: /asha@seeker\.test/ })).toHaveAttribute('href', 'mailto:asha@seeker.test');
    expect(visit.getAllByRole('button').map((button) => button.textContent?.trim())).toEqual([
      'Confirm',
      'Propose another time',
      'Decline',
      'Cancel visit',
    ]);
    await user.click(visit.getByRole('button', { name: 'Confirm' }));
    expect(await visit.findByText('Confirmed')).toBeInTheDocument();
    expect(changes).toEqual([{ id: 'v1', action: 'confirm' }]);
    expect(await screen.findByText('Visit confirmed. The seeker was e-mailed a calendar invitation.')).toBeInTheDocument();
  });

  it('keeps the confirmation when a read of the list that left before it answers after it', async () => {
    signedInAs('owner');
    const { changes, listAnswer } = oneVisit('requested', 'owner');
    const { user, client } = await renderApp('/my-leads');
    const visit = within(await card());
    // The live threads' catch-up as its socket comes up: it reads the list while the visit is
    // still requested, and its answer is held until the owner's confirmation has been answered.
    let staleAnswerSent = false;
    let releaseStaleRead = () => {};
    const staleReadAnswered = new Promise<void>((resolve) => (releaseStaleRead = resolve));
    server.use(
      graphql.query(
        'Visits',
        async () => {
          const stale = listAnswer();
          await staleReadAnswered;
          staleAnswerSent = true;
          return HttpResponse.json(stale);
        },
        { once: true },
      ),
    );
    void client.refetchQueries({ include: ['Visits'] });
    await user.click(visit.getByRole('button', { name: 'Confirm' }));
    expect(await visit.findByText('Confirmed')).toBeInTheDocument();
    releaseStaleRead();
    await waitFor(() => expect(staleAnswerSent).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visit.getByText('Confirmed')).toBeInTheDocument();
    expect(visit.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(changes).toEqual([{ id: 'v1', action: 'confirm' }]);
  });

  it('proposes another time only with a day and a slot', async () => {
    signedInAs('owner');
    const { changes } = oneVisit('requested', 'owner');
    const { user } = await renderApp('/my-leads');
    const visit = within(await card());
    await user.click(visit.getByRole('button', { name: 'Propose another time' }));
    const proposal = within(visit.getByRole('form', { name: 'Propose another time' }));
    await user.click(proposal.getByRole('button', { name: 'Send the new time' }));
    expect(await proposal.findByText('Choose a day')).toBeInTheDocument();
    expect(proposal.getByText('Choose a time slot')).toBeInTheDocument();
    const newDay = bookableVisitDays()[7];
    await user.selectOptions(proposal.getByRole('combobox', { name: /New day/ }), newDay);
    await user.selectOptions(proposal.getByRole('combobox', { name: /New time/ }), 'evening');
    await user.click(proposal.getByRole('button', { name: 'Send the new time' }));
    expect(await visit.findByText('New time proposed')).toBeInTheDocument();
    expect(changes).toEqual([{ id: 'v1', action: 'propose', day: newDay, slot: 'evening' }]);
  });
});

describe('visits in My enquiries', () => {
  it('lets the seeker accept a new time the owner proposed, or cancel', async () => {
    signedInAs('user');
    const { changes } = oneVisit('rescheduled', 'seeker');
    const { user } = await renderApp('/my-enquiries');
    const visit = within(await card());
    expect(visit.getByRole('link', { name: 'Sakhi Girls PG' })).toHaveAttribute('href', '/property/p1');
    expect(visit.getByText('The owner proposed this new time. Accept it, or cancel the visit.')).toBeInTheDocument();
    await user.click(visit.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(visit.getByText('Confirmed')).toBeInTheDocument());
    await user.click(visit.getByRole('button', { name: 'Cancel visit' }));
    expect(await visit.findByText('Cancelled by you')).toBeInTheDocument();
    expect(visit.queryAllByRole('button')).toEqual([]);
    expect(changes.map((change) => change.action)).toEqual(['accept', 'cancel']);
  });

  it('tells a seeker without visits how to book one', async () => {
    signedInAs('user');
    server.use(
      graphql.query('MyEnquiries', () =>
        HttpResponse.json({ data: { myEnquiries: { __typename: 'EnquiryPage', total: 0, page: 1, items: [] } } }),
      ),
    );
    await renderApp('/my-enquiries');
    expect(await screen.findByText("No visits yet. Open a PG you like and use 'Book a visit' to see it in person.")).toBeInTheDocument();
  });
});

describe('the conversation on a visit', () => {
  it("shows the seeker's messages to the owner, reads them as shown, and sends the owner's answer", async () => {
    signedInAs('owner');
    const { changes } = oneVisit('confirmed', 'owner', { thread: { replies: [{ seeker: 'Is there parking near the gate?' }], unread: 1 } });
    const { user } = await renderApp('/my-leads');
    const visit = within(await card());
    const thread = within(visit.getByRole('region', { name: 'Conversation' }));
    expect(thread.getByText('Is there parking near the gate?')).toBeInTheDocument();
    expect(thread.getByText('Asha Verma')).toBeInTheDocument();
    await waitFor(() => expect(changes).toContainEqual({ read: 'v1' }));

    const form = within(visit.getByRole('form', { name: 'Reply to Asha Verma' }));
    await user.type(form.getByRole('textbox', { name: 'Your reply' }), 'Yes, on the lane outside.');
    await user.click(form.getByRole('button', { name: 'Send reply' }));
    expect(await thread.findByText('Yes, on the lane outside.')).toBeInTheDocument();
    expect(changes).toContainEqual({ id: 'v1', message: 'Yes, on the lane outside.' });
  });
});
