import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { BLOG_MESSAGES } from '../../../../shared/domain/blog';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { signedInAs } from '../../test/session';
import { BLOG_LIST_TEXTS } from './BlogPostsPage';

// The editor page loads Lexical in jsdom on a busy machine: give each test room.
jest.setTimeout(45000);

const post = (id: string, title: string, status: 'draft' | 'published') => ({
  __typename: 'Blog',
  id,
  title,
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  status,
  publishedAt: status === 'published' ? '2026-11-20T10:00:00.000Z' : null,
  createdAt: '2026-11-18T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  excerpt: '',
  description: '<p>Rent, deposit and notice.</p>',
  image: null,
});

function blogBackend(posts: Array<ReturnType<typeof post>>) {
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  const record = (operation: string, variables: Record<string, unknown>) => calls.push({ operation, variables });
  const setStatus =
    (status: 'draft' | 'published') =>
    ({ variables }: { variables: Record<string, unknown> }) => {
      const found = posts.find((each) => each.id === variables.id)!;
      Object.assign(found, { status, publishedAt: status === 'published' ? '2026-11-25T10:00:00.000Z' : found.publishedAt });
      return found;
    };
  server.use(
    graphql.query('AdminBlogs', ({ variables }) => {
      record('AdminBlogs', variables);
      const matching = posts.filter((each) => !variables.status || each.status === variables.status);
      const limit = Number(variables.limit);
      return HttpResponse.json({
        data: {
          adminBlogs: {
            __typename: 'BlogPage',
            total: matching.length,
            page: variables.page,
            limit,
            totalPages: Math.max(1, Math.ceil(matching.length / limit)),
            items: matching,
          },
        },
      });
    }),
    graphql.query('AdminBlog', ({ variables }) =>
      HttpResponse.json({ data: { adminBlog: posts.find((each) => each.id === variables.id) } }),
    ),
    graphql.mutation('PublishBlog', (request) => {
      record('PublishBlog', request.variables);
      return HttpResponse.json({ data: { publishBlog: setStatus('published')(request) } });
    }),
    graphql.mutation('UnpublishBlog', (request) => {
      record('UnpublishBlog', request.variables);
      return HttpResponse.json({ data: { unpublishBlog: setStatus('draft')(request) } });
    }),
    graphql.mutation('UpdateBlog', ({ variables }) => {
      record('UpdateBlog', variables);
      return HttpResponse.json({
        errors: [
          {
            message: BLOG_MESSAGES.slugTaken,
            extensions: { code: 'BAD_USER_INPUT', field: 'slug', problems: [{ field: 'slug', message: BLOG_MESSAGES.slugTaken }] },
          },
        ],
      });
    }),
    graphql.mutation('DeleteBlog', ({ variables }) => {
      record('DeleteBlog', variables);
      posts.splice(
        posts.findIndex((each) => each.id === variables.id),
        1,
      );
      return HttpResponse.json({ data: { deleteBlog: variables.id } });
    }),
    graphql.mutation('CreateBlog', ({ variables }) => {
      record('CreateBlog', variables);
      return HttpResponse.json({
        data: { createBlog: { ...post('new-1', String((variables.input as { title: string }).title), 'draft') } },
      });
    }),
  );
  return { calls };
}

beforeEach(() => signedInAs('admin'));

describe('Dashboard: blog posts', () => {
  it('lists drafts and published posts with their status, and publishes a draft', async () => {
    const { calls } = blogBackend([post('p1', 'Choosing a PG', 'published'), post('p2', 'Diwali bookings', 'draft')]);
    const { user } = await renderApp('/dashboard/blog');
    const list = await screen.findByRole('list', { name: 'Blog posts' });
    const draft = within(list).getByRole('listitem', { name: 'Diwali bookings' });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(within(list).getByRole('listitem', { name: 'Choosing a PG' })).getByText('Published')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ operation: 'AdminBlogs', variables: { status: null, page: 1, limit: 20 } });

    await user.click(within(draft).getByRole('button', { name: 'Publish Diwali bookings' }));
    await waitFor(() => expect(calls.some((call) => call.operation === 'PublishBlog' && call.variables.id === 'p2')).toBe(true));
    expect(await screen.findByText(BLOG_MESSAGES.published)).toBeInTheDocument();
    expect(await within(draft).findByRole('button', { name: 'Unpublish Diwali bookings' })).toBeInTheDocument();
  });

  it('filters by status on the server and says what to do when there are no posts', async () => {
    const { calls } = blogBackend([post('p1', 'Choosing a PG', 'published')]);
    const { user } = await renderApp('/dashboard/blog');
    await screen.findByRole('list', { name: 'Blog posts' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    expect(await screen.findByText(BLOG_LIST_TEXTS.emptyFiltered)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ variables: { status: 'draft', page: 1 } });
  });

  it('deletes a post only once the admin confirms', async () => {
    const { calls } = blogBackend([post('p1', 'Choosing a PG', 'published'), post('p2', 'Diwali bookings', 'draft')]);
    const { user } = await renderApp('/dashboard/blog');
    const list = await screen.findByRole('list', { name: 'Blog posts' });
    await user.click(within(list).getByRole('button', { name: 'Delete Diwali bookings' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Diwali bookings”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.operation === 'DeleteBlog')).toBe(false);

    await user.click(within(list).getByRole('button', { name: 'Delete Diwali bookings' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText(BLOG_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Diwali bookings' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Choosing a PG' })).toBeInTheDocument();
  });

  it('invites the admin to write the first post when there is none', async () => {
    blogBackend([]);
    await renderApp('/dashboard/blog');
    expect(await screen.findByText(BLOG_LIST_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/dashboard/blog/new');
  });
});

describe('Dashboard: blog editor', () => {
  it('checks the form before saving: a title and some text are needed; the slug follows the title', async () => {
    const { calls } = blogBackend([]);
    const { user } = await renderApp('/dashboard/blog/new');
    await screen.findByRole('form', { name: 'Blog post' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(BLOG_MESSAGES.title)).toBeInTheDocument();
    expect(screen.getByText(BLOG_MESSAGES.description)).toBeInTheDocument();
    expect(calls.some((call) => call.operation === 'CreateBlog')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'My first week in Pune!');
    expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveValue('my-first-week-in-pune');
    await user.clear(screen.getByRole('textbox', { name: /^Slug/ }));
    await user.type(screen.getByRole('textbox', { name: /^Slug/ }), 'Bad Slug');
    await user.tab();
    expect(await screen.findByText(BLOG_MESSAGES.slug)).toBeInTheDocument();
  });

  it("shows the server's refusal of a taken slug under the slug, and publishes from the editor", async () => {
    const { calls } = blogBackend([post('p2', 'Diwali bookings', 'draft')]);
    const { user } = await renderApp('/dashboard/blog/p2/edit');
    const slug = await screen.findByRole('textbox', { name: /^Slug/ });
    expect(slug).toHaveValue('diwali-bookings');
    await user.clear(slug);
    await user.type(slug, 'choosing-a-pg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BLOG_MESSAGES.slugTaken)).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'UpdateBlog')?.variables).toMatchObject({
      id: 'p2',
      input: { slug: 'choosing-a-pg', title: 'Diwali bookings', description: '<p>Rent, deposit and notice.</p>' },
    });

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it on the Blog' })).toHaveAttribute('href', '/blogs/p2');
  });

  it('previews the post as the Blog shows it', async () => {
    blogBackend([post('p2', 'Diwali bookings', 'draft')]);
    const { user } = await renderApp('/dashboard/blog/p2/edit');
    await screen.findByRole('textbox', { name: /^Slug/ });
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview of the post' });
    expect(within(preview).getByRole('heading', { name: 'Diwali bookings' })).toBeInTheDocument();
    expect(within(preview).getByText('Rent, deposit and notice.')).toBeInTheDocument();
  });
});
