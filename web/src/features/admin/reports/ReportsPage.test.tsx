import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { LISTING_REMOVED_REPORT_NOTES, REPORT_MESSAGES } from '../../../../../shared/domain/reports';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render';
import { graphQLError, signedInAs } from '../../../test/session';
import { queuedReport } from '../../../test/report-fixtures';

const reviewReport = queuedReport('r2', {
  kind: 'review',
  reason: 'spam',
  text: '',
  openReportsOfTarget: 2,
  review: {
    __typename: 'Review',
    id: 'v1',
    rating: 1,
    text: 'Visit cheap-rooms.example for better PGs!',
    authorName: 'Rohan G.',
    state: 'visible',
  },
});

const messageReport = queuedReport('r4', {
  kind: 'message',
  reason: 'fraud',
  text: 'Asked for money before any visit.',
  message: {
    __typename: 'ReportedMessage',
    text: 'Pay a ₹5,000 token by UPI first, then visit.',
    fromSeeker: false,
    writerId: 'o1',
    writerName: 'Meera Joshi',
    writtenAt: '2026-11-20T09:00:00.000Z',
  },
});

const page = (items: unknown[], openReportsCount = items.length) => ({
  data: { openReportsCount, reports: { __typename: 'ReportPage', total: items.length, page: 1, totalPages: 1, items } },
});

describe('Reports (the admin queue)', () => {
  it('lists open reports with their target, reporter and counts, and filters by kind and status on the server', async () => {
    signedInAs('admin');
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('Reports', ({ variables }) => {
        asked.push(variables);
        if (variables.status === 'dismissed') return HttpResponse.json(page([], 2));
        return HttpResponse.json(page(variables.kind === 'review' ? [reviewReport] : [queuedReport('r1'), reviewReport]));
      }),
    );
    const { user } = await renderApp('/dashboard/reports');
    const list = within(await screen.findByRole('list', { name: 'Reports' }));
    expect(screen.getByText('2 open')).toBeInTheDocument();
    const [first, second] = list.getAllByRole('listitem');
    expect(within(first).getByText('Wrong price')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Saanjh Girls PG' })).toHaveAttribute('href', '/property/p1');
    expect(within(first).getByText('Reported by Asha Verma (asha@example.in)')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Unpublish listing' })).toBeInTheDocument();
    expect(within(second).getByText('Visit cheap-rooms.example for better PGs!')).toBeInTheDocument();
    expect(within(second).getByText('2 open reports')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Hide review' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: 'Show reports of' })).getByRole('button', { name: 'Reviews' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Reports' })).getAllByRole('listitem')).toHaveLength(1));
    await user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Dismissed' }));
    expect(await screen.findByText('No dismissed reports yet.')).toBeInTheDocument();
    expect(asked.map(({ kind, status }) => [kind, status])).toEqual([
      [null, 'open'],
      ['review', 'open'],
      ['review', 'dismissed'],
    ]);
    expect(screen.getByRole('link', { name: /Reports/ })).toHaveAttribute('href', '/dashboard/reports');
  });

  it('tells the admin what to expect when nothing is open', async () => {
    signedInAs('admin');
    server.use(graphql.query('Reports', () => HttpResponse.json(page([]))));
    await renderApp('/dashboard/reports');
    expect(
      await screen.findByText('No open reports. When someone reports a listing, a review or a message, it appears here for you to act on.'),
    ).toBeInTheDocument();
  });

  it('unpublishes a listing with a reason (required), then shows the queue again', async () => {
    signedInAs('admin');
    let resolved = false;
    const sent: unknown[] = [];
    server.use(
      graphql.query('Reports', () => HttpResponse.json(page(resolved ? [] : [queuedReport('r1')]))),
      graphql.mutation('UnpublishReportedListing', ({ variables }) => {
        sent.push(variables);
        resolved = true;
        return HttpResponse.json({
          data: {
            unpublishReportedListing: queuedReport('r1', {
              status: 'actioned',
              resolution: 'listing_unpublished',
              resolutionNote: variables.reason,
              resolvedByName: 'Nivaas Admin',
              resolvedAt: '2026-11-21T10:00:00.000Z',
            }),
          },
        });
      }),
    );
    const { user } = await renderApp('/dashboard/reports');
    await user.click(await screen.findByRole('button', { name: 'Unpublish listing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unpublish the listing' }));
    await user.click(dialog.getByRole('button', { name: 'Unpublish listing' }));
    expect(await dialog.findByText(REPORT_MESSAGES.unpublishReason)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Reason \(e-mailed to the owner\)/), 'The rent shown is not what the owner asks.');
    await user.click(dialog.getByRole('button', { name: 'Unpublish listing' }));
    expect(await screen.findByText(REPORT_MESSAGES.listingUnpublished)).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'r1', reason: 'The rent shown is not what the owner asks.' }]);
    expect(await screen.findByText(/No open reports/)).toBeInTheDocument();
  });

  it('shows a reported message with its writer, and suspends the writer with a note', async () => {
    signedInAs('admin');
    const sent: unknown[] = [];
    server.use(
      graphql.query('Reports', () => HttpResponse.json(page(sent.length ? [] : [messageReport]))),
      graphql.mutation('SuspendReportedWriter', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            suspendReportedWriter: { ...messageReport, status: 'actioned', resolution: 'writer_suspended', resolutionNote: variables.note },
          },
        });
      }),
    );
    const { user } = await renderApp('/dashboard/reports');
    const item = within((await screen.findByText('Pay a ₹5,000 token by UPI first, then visit.')).closest('li')!);
    expect(item.getByText('Message')).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'Meera Joshi' })).toHaveAttribute('href', '/dashboard/users/o1');
    expect(item.getByRole('link', { name: 'Saanjh Girls PG' })).toHaveAttribute('href', '/property/p1');
    await user.click(item.getByRole('button', { name: 'Suspend writer' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Suspend the message's writer" }));
    await user.type(dialog.getByLabelText(/Note/), 'Asks seekers for money before visits.');
    await user.click(dialog.getByRole('button', { name: 'Suspend writer' }));
    expect(await screen.findByText(REPORT_MESSAGES.writerSuspended)).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'r4', note: 'Asks seekers for money before visits.' }]);
  });

  it('dismisses with a note; a report another admin resolved meanwhile is said so', async () => {
    signedInAs('admin');
    server.use(
      graphql.query('Reports', () => HttpResponse.json(page([reviewReport]))),
      graphql.mutation('DismissReport', () => graphQLError(REPORT_MESSAGES.alreadyResolved, 'CONFLICT')),
    );
    const { user } = await renderApp('/dashboard/reports');
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dismiss the report' }));
    await user.type(dialog.getByLabelText(/Note/), 'Not spam: a real stay.');
    await user.click(dialog.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText(REPORT_MESSAGES.alreadyResolved)).toBeInTheDocument();
  });

  it('shows on a resolved report who resolved it, when and why, without actions', async () => {
    signedInAs('admin');
    server.use(
      graphql.query('Reports', () =>
        HttpResponse.json(
          page([
            queuedReport('r3', {
              status: 'dismissed',
              resolution: 'dismissed',
              resolutionNote: 'Price matches the agreement.',
              resolvedByName: 'Kavya Admin',
              resolvedAt: '2026-11-21T10:00:00.000Z',
            }),
          ]),
        ),
      ),
    );
    await renderApp('/dashboard/reports?status=dismissed');
    const item = within((await screen.findByText(/Price matches the agreement\./)).closest('li')!);
    expect(item.getByText(/by Kavya Admin on .*: Price matches the agreement\./)).toBeInTheDocument();
    expect(item.queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Dismissed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a report closed when its owner deleted the listing: "Listing removed", no admin, the note', async () => {
    signedInAs('admin');
    server.use(
      graphql.query('Reports', () =>
        HttpResponse.json(
          page([
            queuedReport('r5', {
              status: 'dismissed',
              resolution: 'listing_removed',
              resolutionNote: LISTING_REMOVED_REPORT_NOTES.owner,
              resolvedByName: null,
              resolvedAt: '2026-11-28T10:00:00.000Z',
            }),
          ]),
        ),
      ),
    );
    await renderApp('/dashboard/reports?status=dismissed');
    const item = within((await screen.findByText(/Removed by its owner/)).closest('li')!);
    expect(item.getByText('Listing removed')).toBeInTheDocument();
    expect(item.getByText(/^on .*: Removed by its owner$/)).toBeInTheDocument();
    expect(item.queryByText(/by a former admin/)).not.toBeInTheDocument();
    expect(item.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the listing of an open report was removed by its owner (Unpublish answers 409)', async () => {
    signedInAs('admin');
    server.use(
      graphql.query('Reports', () => HttpResponse.json(page([queuedReport('r1')]))),
      graphql.mutation('UnpublishReportedListing', () => graphQLError(REPORT_MESSAGES.listingRemoved, 'CONFLICT')),
    );
    const { user } = await renderApp('/dashboard/reports');
    await user.click(await screen.findByRole('button', { name: 'Unpublish listing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unpublish the listing' }));
    await user.type(dialog.getByLabelText(/Reason \(e-mailed to the owner\)/), 'The rent shown is not what the owner asks.');
    await user.click(dialog.getByRole('button', { name: 'Unpublish listing' }));
    expect(await screen.findByText(REPORT_MESSAGES.listingRemoved)).toBeInTheDocument();
  });
});
