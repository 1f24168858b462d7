import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';

describe('Not-found page', () => {
  it('shows the 404 texts and a way home for any unknown path', async () => {
    server.use(graphql.query('BlogList', () => HttpResponse.json({ data: { blogs: [] } })));
    const { user, router } = await renderApp('/no/such/page');
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oops! page not found' })).toBeInTheDocument();
    expect(screen.getByText(/link you followed may be broken, or the page may have been removed/)).toBeInTheDocument();
    // The second layout: no site header or footer around it.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go Back Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
