import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render';
import { signedInAs } from '../../../test/session';

const entry = (id: string, action: string, targetLabel: string, reason: string | null) => ({
  __typename: 'AuditEntry',
  id,
  actorId: 'admin-1',
  actorName: 'Nivaas Admin',
  action,
  targetType: action.startsWith('user_') ? 'user' : 'listing',
  targetId: `t-${id}`,
  targetLabel,
  reason,
  createdAt: '2026-11-24T10:00:00.000Z',
});

function auditBackend(total = 2) {
  const asked: Array<Record<string, unknown>> = [];
  const entries = Array.from({ length: total }, (_, i) =>
    i % 2 === 0
      ? entry(`a${i}`, 'user_suspended', `Priya Verma <user@nivaas.in>`, 'Spam enquiries')
      : entry(`a${i}`, 'listing_approved', 'Shanti PG for Women', null),
  );
  server.use(
    graphql.query('AuditLog', ({ variables }) => {
      asked.push(variables);
      const matching = entries.filter((each) => !variables.action || each.action === variables.action);
      const page = Number(variables.page);
      const limit = Number(variables.limit);
      return HttpResponse.json({
        data: {
          auditLog: {
            __typename: 'AuditPage',
            total: matching.length,
            page,
            limit,
            totalPages: Math.max(1, Math.ceil(matching.length / limit)),
            items: matching.slice((page - 1) * limit, page * limit),
          },
          auditActors: [{ __typename: 'AuditActor', id: 'admin-1', name: 'Nivaas Admin' }],
        },
      });
    }),
  );
  return { asked };
}

describe('Dashboard: audit log', () => {
  it('lists who did what to which account or listing, and why', async () => {
    signedInAs('admin');
    auditBackend();
    await renderApp('/dashboard/audit');
    const list = await screen.findByRole('list', { name: 'Admin actions' });
    const suspended = within(list).getByRole('listitem', { name: 'User suspended: Priya Verma <user@nivaas.in>' });
    expect(within(suspended).getByText('By Nivaas Admin')).toBeInTheDocument();
    expect(within(suspended).getByText('Reason: Spam enquiries')).toBeInTheDocument();
    expect(within(suspended).getByRole('link', { name: 'Priya Verma <user@nivaas.in>' })).toHaveAttribute('href', '/dashboard/users/t-a0');
    expect(within(list).getByRole('link', { name: 'Shanti PG for Women' })).toHaveAttribute('href', '/property/t-a1');
  });

  it('pages on the server', async () => {
    signedInAs('admin');
    const { asked } = auditBackend(45);
    const { user } = await renderApp('/dashboard/audit');
    expect(await screen.findByText('45 actions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 2, limit: 20 }));
  });

  it('filters by action, admin and dates on the server', async () => {
    signedInAs('admin');
    const { asked } = auditBackend(45);
    const { user } = await renderApp('/dashboard/audit');
    expect(await screen.findByText('45 actions')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'user_suspended');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Admin' }), 'admin-1');
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '2026-11-24' } });
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        action: 'user_suspended',
        actorId: 'admin-1',
        page: 1,
        to: new Date('2026-11-24T23:59:59.999').toISOString(),
      }),
    );
    expect(await screen.findByText('23 actions')).toBeInTheDocument();
  });

  it('says what to do when there is nothing', async () => {
    signedInAs('admin');
    auditBackend(0);
    await renderApp('/dashboard/audit');
    expect(await screen.findByText('No admin actions yet. Approving a listing or suspending a user adds one here.')).toBeInTheDocument();
  });
});
