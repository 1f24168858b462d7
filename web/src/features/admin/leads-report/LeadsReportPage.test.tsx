import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render';
import { signedInAs } from '../../../test/session';

const counts = (enquiries: number, phoneReveals: number, visits: number) => ({
  enquiries,
  phoneReveals,
  visits,
  leads: enquiries + phoneReveals + visits,
});
const DAYS = { TODAY: 1, LAST_7_DAYS: 7, LAST_30_DAYS: 30 } as const;

function report(period: keyof typeof DAYS, empty: boolean) {
  const daily = Array.from({ length: DAYS[period] }, (_, i) => ({
    __typename: 'LeadsDay',
    day: `2026-11-${String(25 - DAYS[period] + 1 + i).padStart(2, '0')}`,
    ...(empty ? counts(0, 0, 0) : counts(i + 1, 1, i % 2)),
  }));
  const totals = daily.reduce(
    (sum, day) => counts(sum.enquiries + day.enquiries, sum.phoneReveals + day.phoneReveals, sum.visits + day.visits),
    counts(0, 0, 0),
  );
  return {
    __typename: 'LeadsReport',
    period,
    from: '2026-11-18T18:30:00.000Z',
    to: '2026-11-25T08:00:00.000Z',
    totals: { __typename: 'LeadCounts', ...totals },
    daily,
  };
}

/** 23 cities and 3 listings; pages of 10 on the server. */
function fakeReport({ empty = false } = {}) {
  const asked: Record<string, Array<Record<string, unknown>>> = { LeadsReport: [], LeadsByCity: [], LeadsByListing: [] };
  const cities = empty
    ? []
    : Array.from({ length: 23 }, (_, i) => ({
        __typename: 'CityLeads',
        city: `City ${String(i + 1).padStart(2, '0')}`,
        ...counts(30 - i, 2, 1),
      }));
  const listings = empty
    ? []
    : [
        {
          __typename: 'ListingLeads',
          id: 'p1',
          title: 'Sakhi Girls PG',
          city: 'Jaipur',
          locality: 'Malviya Nagar',
          ownerName: 'Meera Joshi',
          ...counts(12, 4, 3),
        },
        {
          __typename: 'ListingLeads',
          id: 'p2',
          title: 'Urban Den',
          city: 'Pune',
          locality: 'Baner',
          ownerName: 'Kabir Rao',
          ...counts(2, 0, 1),
        },
      ];
  const page = <T,>(typename: string, items: T[], variables: Record<string, unknown>) => {
    const number = Number(variables.page);
    const limit = Number(variables.limit);
    return {
      __typename: typename,
      total: items.length,
      page: number,
      limit,
      totalPages: Math.max(1, Math.ceil(items.length / limit)),
      items: items.slice((number - 1) * limit, number * limit),
    };
  };
  server.use(
    graphql.query('LeadsReport', ({ variables }) => {
      asked.LeadsReport.push(variables);
      return HttpResponse.json({ data: { leadsReport: report(variables.period as keyof typeof DAYS, empty) } });
    }),
    graphql.query('LeadsByCity', ({ variables }) => {
      asked.LeadsByCity.push(variables);
      return HttpResponse.json({ data: { leadsByCity: page('CityLeadsPage', cities, variables) } });
    }),
    graphql.query('LeadsByListing', ({ variables }) => {
      asked.LeadsByListing.push(variables);
      return HttpResponse.json({ data: { leadsByListing: page('ListingLeadsPage', listings, variables) } });
    }),
  );
  return asked;
}

const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Leads report', () => {
  it('shows the totals, a chart per day and the tables by city and by listing, paged on the server', async () => {
    signedInAs('admin');
    const asked = fakeReport();
    const { user } = await renderApp('/dashboard/sales-report');
    expect(await screen.findByRole('heading', { name: 'Leads report', level: 1 })).toBeInTheDocument();
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Enquiries28', 'Phone reveals7', 'Visits booked3', 'All leads38']);
    expect(
      await screen.findByRole('img', { name: /Leads per day: 28 enquiries, 7 phone reveals and 3 visits booked over 7 days/ }),
    ).toBeInTheDocument();

    await screen.findByRole('table', { name: 'Leads by listing' });
    expect(rows('Leads by listing')).toEqual([
      ['Sakhi Girls PGMalviya Nagar, Jaipur · Meera Joshi', '12', '4', '3', '19'],
      ['Urban DenBaner, Pune · Kabir Rao', '2', '0', '1', '3'],
    ]);
    expect(rows('Leads by city')).toHaveLength(10);
    expect(rows('Leads by city')[0]).toEqual(['City 01', '30', '2', '1', '33']);

    const cityTable = screen.getByRole('region', { name: 'Leads by city' }).closest('section') as HTMLElement;
    await user.click(within(cityTable).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rows('Leads by city')[0]).toEqual(['City 11', '20', '2', '1', '23']));
    expect(asked.LeadsByCity.at(-1)).toEqual({ period: 'LAST_7_DAYS', page: 2, limit: 10 });

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(asked.LeadsReport.at(-1)).toEqual({ period: 'TODAY' }));
    // A new period starts the tables at their first page.
    await waitFor(() => expect(asked.LeadsByCity.at(-1)).toEqual({ period: 'TODAY', page: 1, limit: 10 }));
    expect(asked.LeadsByListing.at(-1)).toEqual({ period: 'TODAY', page: 1, limit: 10 });
    expect(await screen.findByRole('img', { name: /over today/ })).toBeInTheDocument();
  });

  it('downloads the CSV of the period with the session token', async () => {
    signedInAs('admin');
    fakeReport();
    const asked: Array<{ url: string; authorization: string | null }> = [];
    server.use(
      http.get('*/api/v1/admin/reports/leads.csv', ({ request }) => {
        asked.push({ url: request.url, authorization: request.headers.get('authorization') });
        return new HttpResponse('"Listing"\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
    );
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    try {
      const { user } = await renderApp('/dashboard/sales-report');
      await screen.findByRole('list', { name: 'Totals' });
      await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
      await screen.findByRole('img', { name: /over 30 days/ });
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved).toEqual(['nivaas-leads-report-last-30-days.csv blob:report']));
      expect(new URL(asked[0].url).search).toBe('?period=LAST_30_DAYS');
      expect(asked[0].authorization).toBe('Bearer test-token');
    } finally {
      click.mockRestore();
    }
  });

  it('says what to do when the period has no leads, and offers no empty download', async () => {
    signedInAs('admin');
    fakeReport({ empty: true });
    await renderApp('/dashboard/sales-report');
    expect(await screen.findByText(/No leads in this period yet. Choose a longer period/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('says so when the report cannot be loaded', async () => {
    signedInAs('admin');
    fakeReport();
    server.use(graphql.query('LeadsReport', () => HttpResponse.error()));
    await renderApp('/dashboard/sales-report');
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded. Please try again.');
  });
});
