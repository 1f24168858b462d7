import { screen, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';

const longText = 'Jaipur is a city of forts and students. '.repeat(10);
const blogs = [
  {
    __typename: 'Blog',
    id: 'b1',
    title: 'Moving to Jaipur',
    description: `<p>${longText}</p>`,
    image: '/images/blog/jaipur.svg',
    createdAt: '2026-03-01T10:00:00.000Z',
  },
  {
    __typename: 'Blog',
    id: 'b2',
    title: 'Short note',
    description: '<p>Just a few words.</p>',
    image: null,
    createdAt: '2026-01-05T10:00:00.000Z',
  },
];

describe('Blog list', () => {
  it('shows Loading... until the posts arrive', async () => {
    server.use(
      graphql.query('BlogList', async () => {
        await delay(50);
        return HttpResponse.json({ data: { blogs } });
      }),
    );
    await renderApp('/blog');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Moving to Jaipur' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows each post as a card: image or default banner, date, title, 180-character preview, Read More', async () => {
    server.use(graphql.query('BlogList', () => HttpResponse.json({ data: { blogs } })));
    await renderApp('/blog');
    const [first, second] = await screen.findAllByRole('article');

    expect(within(first).getByText('1 March 2026')).toBeInTheDocument();
    const preview = within(first).getByText(/^Jaipur is a city/);
    expect(preview.textContent).toBe(`${longText.slice(0, 180)}...`);
    const readMore = within(first).getByRole('link', { name: /Read More/ });
    expect(readMore).toHaveAttribute('href', '/blogs/b1');
    // Its text (what crawlers read) names the post; the title part is visually hidden.
    expect(readMore).toHaveTextContent(`Read More: ${blogs[0].title}`);
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/blog/jaipur.svg');

    expect(within(second).getByText('Just a few words.')).toBeInTheDocument();
    expect(second.querySelector('img')).toHaveAttribute('src', '/images/blog/default-banner.svg');
  });

  it('shows the server message in red as "Error: {message}"', async () => {
    server.use(graphql.query('BlogList', () => HttpResponse.json({ errors: [{ message: 'Database is resting' }] })));
    await renderApp('/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database is resting');
  });

  it("falls back to 'Failed to fetch blogs' when the network fails", async () => {
    server.use(graphql.query('BlogList', () => HttpResponse.error()));
    await renderApp('/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch blogs');
  });

  it('says No blogs found. when there are none', async () => {
    server.use(graphql.query('BlogList', () => HttpResponse.json({ data: { blogs: [] } })));
    await renderApp('/blog');
    expect(await screen.findByText('No blogs found.')).toBeInTheDocument();
  });
});

describe('Blog detail', () => {
  it('shows the full article with its title and date', async () => {
    server.use(graphql.query('BlogDetail', ({ variables }) => HttpResponse.json({ data: { blog: { ...blogs[0], id: variables.id } } })));
    await renderApp('/blogs/b1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Moving to Jaipur' })).toBeInTheDocument();
    expect(screen.getByText(longText.trim())).toBeInTheDocument();
    expect(screen.getByText('1 March 2026')).toBeInTheDocument();
    // The path /blogs is not a page: the crumb leads to the list at /blog.
    expect(screen.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blog');
    // Search results and shared links show the post's own title and the start of its text.
    expect(document.title).toBe('Moving to Jaipur | Nivaas');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Jaipur is a city of forts and students\. .{100,}\.\.\.$/,
    );
  });

  it('says so when the post does not exist', async () => {
    server.use(
      graphql.query('BlogDetail', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Blog not found', extensions: { code: 'NOT_FOUND' } }] }),
      ),
    );
    await renderApp('/blogs/missing');
    expect(await screen.findByRole('alert')).toHaveTextContent('This post does not exist or has been removed.');
    expect(screen.getByRole('link', { name: /All posts/ })).toHaveAttribute('href', '/blog');
  });
});
