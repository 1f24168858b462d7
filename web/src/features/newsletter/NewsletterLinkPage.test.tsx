import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { NEWSLETTER_MESSAGES } from '../../../../shared/domain/newsletter';
import { heldAnswer } from '../../test/held-answer';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';

describe('newsletter links', () => {
  it('confirms a subscription once when its link is opened', async () => {
    const tokens: unknown[] = [];
    server.use(
      graphql.mutation('ConfirmNewsletterSubscription', ({ variables }) => {
        tokens.push(variables.token);
        return HttpResponse.json({ data: { confirmNewsletterSubscription: NEWSLETTER_MESSAGES.confirmed } });
      }),
    );
    await renderApp('/newsletter/confirm?token=abc');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.confirmed)).toBeInTheDocument();
    expect(tokens).toEqual(['abc']);
    // The trail leads home, then to this page: no crumb to /newsletter, which is no page (it was a 404).
    const trail = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(trail).queryByRole('link', { name: 'Newsletter' })).not.toBeInTheDocument();
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href') ?? 'this page'),
    ).toEqual(['/', 'this page']);
  });

  it('says it is working while the link is checked, as a status a screen reader names', async () => {
    const { released, release } = heldAnswer();
    server.use(
      graphql.mutation('ConfirmNewsletterSubscription', async () => {
        await released;
        return HttpResponse.json({ data: { confirmNewsletterSubscription: NEWSLETTER_MESSAGES.confirmed } });
      }),
    );
    await renderApp('/newsletter/confirm?token=abc');
    expect(await screen.findByRole('status', { name: 'Working' })).toBeInTheDocument();
    release();
    expect(await screen.findByText(NEWSLETTER_MESSAGES.confirmed)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Working' })).not.toBeInTheDocument();
  });

  it('says why an unsubscribe link did not work', async () => {
    server.use(
      graphql.mutation('UnsubscribeFromNewsletter', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: NEWSLETTER_MESSAGES.unsubscribeInvalid, extensions: { code: 'BAD_USER_INPUT', field: 'token' } }],
        }),
      ),
    );
    await renderApp('/newsletter/unsubscribe?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.unsubscribeInvalid);
  });
});
