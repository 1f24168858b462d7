import { render, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { createApolloClient } from '../../app/apollo';
import { Providers } from '../../app/providers';
import { listingDetail } from '../../test/listing-fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { signedInAs } from '../../test/session';
import { useMarkSeen } from '../search/useMarkSeen';
import { useRecordView } from './useRecordView';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The listing page's data, and every view it reports. */
function listingPage() {
  const reported: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('PropertyDetail', ({ variables }) => HttpResponse.json({ data: { property: listingDetail({ id: variables.id }) } })),
    graphql.mutation('RecordListingView', ({ variables }) => {
      reported.push(variables);
      return HttpResponse.json({ data: { recordListingView: true } });
    }),
  );
  return reported;
}

/** The page's other best-effort call, "seen" (for "Hide already seen"): the ids it sends. */
function seenCalls() {
  const seen: string[] = [];
  server.use(
    graphql.mutation('MarkListingSeen', ({ variables }) => {
      seen.push(String(variables.id));
      return HttpResponse.json({ data: { markListingSeen: true } });
    }),
  );
  return seen;
}

const title = 'Saanjh Girls PG near Malviya Nagar market road';

// Whole pages in jsdom on a busy two-core machine: room per test.
jest.setTimeout(45000);

describe("counting views of a listing's page", () => {
  it("reports a visitor's view once a day, with this browser's random id", async () => {
    const reported = listingPage();
    const { router } = await renderApp('/property/p1');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]).toEqual({ propertyId: 'p1', visitorId: expect.stringMatching(UUID) });
    const browserId = reported[0].visitorId;

    // Opened again today: nothing more is sent. Another listing is reported with the same id.
    await router.navigate('/about');
    await router.navigate('/property/p1');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await router.navigate('/property/p2');
    await waitFor(() => expect(reported).toHaveLength(2));
    expect(reported[1]).toEqual({ propertyId: 'p2', visitorId: browserId });
  });

  it('sends nothing when the owner opens their own listing', async () => {
    signedInAs('owner', { id: 'o1' });
    const reported = listingPage();
    const seen = seenCalls();
    await renderApp('/property/p1');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The page's other best-effort call goes out once the listing has shown; this one never does.
    await waitFor(() => expect(seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reported).toEqual([]);
  });
});

describe("the listing page's best-effort calls", () => {
  // Sent through useMutation, each call's state (sending, then sent) rendered the whole listing
  // page again, about 2,200 components each time, just after React took over the server's page.
  it('go out without rendering the page that sends them again', async () => {
    const reported = listingPage();
    const seen = seenCalls();
    const renders: string[] = [];
    function ListingPageCalls() {
      useMarkSeen('p1');
      useRecordView('p1', 'o1');
      renders.push('rendered');
      return null;
    }
    render(
      <Providers client={createApolloClient()}>
        <ListingPageCalls />
      </Providers>,
    );
    await waitFor(() => expect([seen.length, reported.length]).toEqual([1, 1]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renders).toEqual(['rendered']);
  });
});

describe("the heart on a listing's page", () => {
  it('says what it does and toggles the listing on the shortlist', async () => {
    listingPage();
    const { user } = await renderApp('/property/p1');
    const heart = await screen.findByRole('button', { name: 'Add to shortlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(screen.getByRole('button', { name: 'Remove from shortlist' })).toHaveAttribute('aria-pressed', 'true');
    // The similar listing's card below has its own heart, still off.
    expect(screen.getByRole('button', { name: /^Add to shortlist: Lotus Ladies PG/ })).toHaveAttribute('aria-pressed', 'false');
  });
});
