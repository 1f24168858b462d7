import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render';

beforeEach(() => server.use(graphql.query('BlogList', () => HttpResponse.json({ data: { blogs: [] } }))));

// The top bar, the inline navigation and the Contact button are desktop-only: a CSS breakpoint
// hides them on phones, and jsdom applies no media queries, so these queries include hidden
// elements. The browser journeys check what each width really shows.
const desktopOnly = { hidden: true };

describe('Header', () => {
  it('shows the configured contact details and Login / Signin', async () => {
    await renderApp('/about');
    const topBar = screen.getByTestId('top-bar');
    expect(within(topBar).getByRole('link', { name: /hello@nivaas.test/, ...desktopOnly })).toHaveAttribute(
      'href',
      'mailto:hello@nivaas.test',
    );
    expect(within(topBar).getByRole('link', { name: /\+91 90000 00000/, ...desktopOnly })).toHaveAttribute('href', 'tel:+919000000000');
    expect(within(topBar).getByText(/Haryana, India/)).toBeInTheDocument();
    expect(within(topBar).getByRole('link', { name: 'Login', ...desktopOnly })).toHaveAttribute('href', '/login');
    expect(within(topBar).getByRole('link', { name: 'Signin', ...desktopOnly })).toHaveAttribute('href', '/register');
  });

  it('has the main navigation and the Contact button', async () => {
    await renderApp('/about');
    const nav = screen.getAllByRole('navigation', desktopOnly).find((landmark) => landmark.getAttribute('aria-label') === 'Main')!;
    expect(
      within(nav)
        .getAllByRole('link', desktopOnly)
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About', 'Contact Us', 'Blog']);
    // A display:none element has no accessible name in jsdom, so the button is found by its text.
    expect(screen.getByText('Contact', { selector: 'a' })).toHaveAttribute('href', '/contact');
  });

  it('opens the side menu with its items and closes it when a link is followed', async () => {
    const { user, router } = await renderApp('/about');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getAllByRole('link', { name: /^(Home|About|Contact Us|Blog)$/ })).toHaveLength(4);

    await user.click(within(menu).getByRole('link', { name: 'Blog' }));
    expect(router.state.location.pathname).toBe('/blog');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Footer', () => {
  it('has the about text, the link groups and this year in the copyright line', async () => {
    await renderApp('/about');
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(/growing PG rental network helping you find PG rentals across major Indian cities/),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    const services = within(footer).getByRole('navigation', { name: 'Services' });
    expect(within(services).getByRole('link', { name: 'PG For Girls' })).toHaveAttribute('href', '/girls-pg');
    expect(within(services).getByRole('link', { name: 'Post Your Property' })).toHaveAttribute('href', '/add-property');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Nivaas. All rights reserved.`)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Nivaas on Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/nivaas.test',
    );
  });
});

describe('Breadcrumb banner', () => {
  it('shows the path with readable words and a home link', async () => {
    // /change-password needs a signed-in user now; this public page has dashes to replace too.
    await renderApp('/terms-and-conditions');
    const crumbs = await screen.findByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Terms And Conditions')).toBeInTheDocument();
  });
});
