import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { listingDetail } from '../../test/listing-fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { seenListings } from '../../lib/seen-listings';

describe('opening a listing', () => {
  it('remembers it as seen in this browser and tells the server (a no-op when signed out)', async () => {
    window.localStorage.clear();
    const marked: string[] = [];
    server.use(
      graphql.query('PropertyDetail', ({ variables }) => HttpResponse.json({ data: { property: listingDetail({ id: variables.id }) } })),
      graphql.mutation('MarkListingSeen', ({ variables }) => {
        marked.push(String(variables.id));
        return HttpResponse.json({ data: { markListingSeen: false } });
      }),
    );
    await renderApp('/property/p7');
    await screen.findByText('for 1 bed per month');
    await waitFor(() => expect(marked).toEqual(['p7']));
    expect(seenListings()).toEqual(['p7']);
  });

  it('never disturbs the page when the server call fails', async () => {
    server.use(
      graphql.query('PropertyDetail', ({ variables }) => HttpResponse.json({ data: { property: listingDetail({ id: variables.id }) } })),
      graphql.mutation('MarkListingSeen', () => HttpResponse.json({ data: null, errors: [{ message: 'nope' }] })),
    );
    await renderApp('/property/p8');
    expect(await screen.findByText('for 1 bed per month')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
