import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { bookableVisitDays, visitDayLabel } from '../../../../shared/domain/visits';
import { listingDetail } from '../../test/listing-fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { graphQLError, signedInAs } from '../../test/session';

jest.setTimeout(45000);

function booking(
  answer: () => Response = () =>
    HttpResponse.json({
      data: {
        requestVisit: {
          __typename: 'Visit',
          id: 'v1',
          day: '2026-01-01',
          slot: 'evening',
          status: 'requested',
          cancelledBy: null,
          over: false,
          actions: ['cancel'],
          note: '',
          createdAt: new Date().toISOString(),
          seeker: null,
          listing: null,
          thread: null,
        },
      },
    }),
) {
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('PropertyDetail', () => HttpResponse.json({ data: { property: listingDetail() } })),
    graphql.mutation('RequestVisit', ({ variables }) => {
      sent.push(variables);
      return answer();
    }),
  );
  return sent;
}

/** Opens the form the way a signed-in seeker does. */
async function form(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'Pick a day and time' }));
  return screen.findByRole('form', { name: 'Book a visit' });
}

describe('Book a visit', () => {
  it('sends a visitor to sign in, to come back to the form on this listing', async () => {
    booking();
    const { user, router } = await renderApp('/property/p1');
    await user.click(await screen.findByRole('button', { name: 'Sign in to book a visit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/property/p1', search: '', hash: '#book-visit' } });
  });

  it('offers today and the next 13 days, and asks for a day and a time before sending', async () => {
    signedInAs('user');
    const sent = booking();
    const { user } = await renderApp('/property/p1');
    const book = within(await form(user));
    const day = book.getByRole('combobox', { name: /Day/ });
    const days = bookableVisitDays();
    expect(
      within(day)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.getAttribute('value')),
    ).toEqual(days);
    expect(within(day).getByRole('option', { name: `Tomorrow, ${visitDayLabel(days[1])}` })).toBeInTheDocument();

    await user.click(book.getByRole('button', { name: 'Request visit' }));
    expect(await book.findByText('Choose a day')).toBeInTheDocument();
    expect(book.getByText('Choose a time slot')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(day, days[3]);
    await user.click(book.getByRole('radio', { name: 'Evening, 5 pm to 7 pm' }));
    await user.type(book.getByRole('textbox', { name: 'Note for the owner' }), 'After college.');
    await user.click(book.getByRole('button', { name: 'Request visit' }));
    expect(await screen.findByText('Your visit request was sent to the owner. You will get an e-mail when they answer.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(sent).toEqual([{ propertyId: 'p1', input: { day: days[3], slot: 'evening', note: 'After college.' } }]);
    expect(screen.getByRole('link', { name: 'See your visits in My enquiries' })).toHaveAttribute('href', '/my-enquiries');
  });

  it('opens the form at once for a seeker back from signing in, with the day in focus', async () => {
    signedInAs('user');
    booking();
    await renderApp('/property/p1#book-visit');
    const book = within(await screen.findByRole('form', { name: 'Book a visit' }));
    await waitFor(() => expect(book.getByRole('combobox', { name: /Day/ })).toHaveFocus());
  });

  it("shows the gateway's refusal when a visit is already booked", async () => {
    signedInAs('user');
    const message = 'You already have a visit booked for this property. Change or cancel it from My enquiries.';
    booking(() => graphQLError(message, 'CONFLICT'));
    const { user } = await renderApp('/property/p1');
    const book = within(await form(user));
    await user.selectOptions(book.getByRole('combobox', { name: /Day/ }), bookableVisitDays()[5]);
    await user.click(book.getByRole('radio', { name: 'Morning, 10 am to 12 noon' }));
    await user.click(book.getByRole('button', { name: 'Request visit' }));
    expect(await book.findByText(message)).toHaveAttribute('role', 'alert');
  });
});
