import { BLOG_MESSAGES } from '../../../../shared/domain/blog';
import { jpeg, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', 'Asha Admin');
});
afterAll(() => t.close());

const POST = 'id title slug excerpt description image status publishedAt';
const CREATE = `mutation ($input: BlogPostInput!) { createBlog(input: $input) { ${POST} } }`;
const UPDATE = `mutation ($id: ID!, $input: BlogPostInput!) { updateBlog(id: $id, input: $input) { ${POST} } }`;
const PUBLISH = `mutation ($id: ID!) { publishBlog(id: $id) { ${POST} } }`;
const UNPUBLISH = `mutation ($id: ID!) { unpublishBlog(id: $id) { ${POST} } }`;
const DELETE = `mutation ($id: ID!) { deleteBlog(id: $id) }`;
const UPLOAD = `mutation ($image: Upload!) { uploadBlogImage(image: $image) { url } }`;

interface Post {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  description: string;
  image: string | null;
  status: string;
  publishedAt: string | null;
}

async function createPost(input: Record<string, unknown>) {
  const res = await t.graphql<{ createBlog: Post }>(CREATE, { input: { description: '<p>Words</p>', ...input } }, admin.headers);
  expect(res.errors).toBeUndefined();
  return res.data!.createBlog;
}

function upload(data: Buffer, name: string, headers: Record<string, string>) {
  return t.request
    .post('/graphql')
    .set(headers)
    .set('apollo-require-preflight', 'true')
    .field('operations', JSON.stringify({ query: UPLOAD, variables: { image: null } }))
    .field('map', JSON.stringify({ 0: ['variables.image'] }))
    .attach('0', data, name);
}

async function auditActions(targetId: string): Promise<string[]> {
  const rows: Array<{ action: string }> = await t.dataSource.query(
    `SELECT action FROM audit_log WHERE target_id = $1 ORDER BY created_at, action`,
    [targetId],
  );
  return rows.map((row) => row.action);
}

describe('admins write blog posts', () => {
  it('refuses every blog admin query and mutation to users and owners (FORBIDDEN) and to visitors', async () => {
    const post = await createPost({ title: 'Admins only' });
    const operations: Array<[string, Record<string, unknown>]> = [
      ['{ adminBlogs { total } }', {}],
      ['query ($id: ID!) { adminBlog(id: $id) { id } }', { id: post.id }],
      [CREATE, { input: { title: 'Mine', description: '<p>x</p>' } }],
      [UPDATE, { id: post.id, input: { title: 'Mine', description: '<p>x</p>' } }],
      [PUBLISH, { id: post.id }],
      [UNPUBLISH, { id: post.id }],
      [DELETE, { id: post.id }],
    ];
    for (const role of ['user', 'owner'] as const) {
      const someone = await signedIn(t, role);
      for (const [query, variables] of operations) {
        const res = await t.graphql(query, variables, someone.headers);
        expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      const image = await upload(await jpeg(400, 300), 'photo.jpg', someone.headers);
      expect(image.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const visitor = await t.graphql('{ adminBlogs { total } }');
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      (await t.graphql<{ adminBlog: Post }>('query ($id: ID!) { adminBlog(id: $id) { status } }', { id: post.id }, admin.headers)).data
        ?.adminBlog.status,
    ).toBe('draft');
  });

  it('sanitises the text on save: no scripts, no on* handlers, no javascript: links, no images from other sites', async () => {
    const post = await createPost({
      title: 'Safe words',
      description: [
        '<h2>Heading</h2><p onclick="steal()">Hello <a href="javascript:alert(1)">bad</a> <a href="https://nivaas.example/ok">good</a></p>',
        '<script>alert(1)</script><ul><li>one</li></ul>',
        '<img src="https://tracker.example.com/p.gif" onerror="steal()">',
      ].join(''),
    });
    expect(post.description).not.toMatch(/script|onclick|onerror|javascript:|tracker/);
    expect(post.description).toContain('<h2>Heading</h2>');
    expect(post.description).toContain('<ul><li>one</li></ul>');
    expect(post.description).toContain('href="https://nivaas.example/ok"');
  });

  it('keeps an uploaded image (checked and re-encoded like listing photos) in the text and as the cover', async () => {
    const res = await upload(await jpeg(1200, 900), 'room.jpg', admin.headers).expect(200);
    const url: string = res.body.data.uploadBlogImage.url;
    expect(url).toMatch(/\/blog\/[0-9a-f-]+\.webp$/);
    const image = await t.request.get(new URL(url, 'http://x').pathname).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const post = await createPost({ title: 'With a picture', image: url, description: `<p>Room</p><img src="${url}" alt="The room">` });
    expect(post.image).toBe(url);
    expect(post.description).toContain(`src="${url}"`);

    const notAnImage = await upload(Buffer.from('just text'), 'notes.jpg', admin.headers);
    expect(notAnImage.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    const foreignCover = await t.graphql(
      CREATE,
      { input: { title: 'Foreign cover', description: '<p>x</p>', image: 'https://elsewhere.example/c.jpg' } },
      admin.headers,
    );
    expect(foreignCover.errors?.[0]).toMatchObject({
      message: BLOG_MESSAGES.image,
      extensions: { code: 'BAD_USER_INPUT', field: 'image' },
    });
  });

  it('makes the slug from the title, keeps it unique, and refuses a taken or malformed slug naming the field', async () => {
    const first = await createPost({ title: 'Moving to Pune: a checklist!' });
    expect(first.slug).toBe('moving-to-pune-a-checklist');
    const second = await createPost({ title: 'Moving to Pune: a checklist' });
    expect(second.slug).toBe('moving-to-pune-a-checklist-2');

    const taken = await t.graphql(
      UPDATE,
      { id: second.id, input: { title: 'x', slug: first.slug, description: '<p>x</p>' } },
      admin.headers,
    );
    expect(taken.errors?.[0]).toMatchObject({ message: BLOG_MESSAGES.slugTaken, extensions: { code: 'BAD_USER_INPUT', field: 'slug' } });
    const malformed = await t.graphql(CREATE, { input: { title: 'x', slug: 'Not A Slug', description: '<p>x</p>' } }, admin.headers);
    expect(malformed.errors?.[0]).toMatchObject({ message: BLOG_MESSAGES.slug, extensions: { field: 'slug' } });
    const empty = await t.graphql(CREATE, { input: { title: ' ', description: '<p><script>x</script></p>' } }, admin.headers);
    expect(empty.errors?.[0]).toMatchObject({ message: BLOG_MESSAGES.title, extensions: { field: 'title' } });

    // Keeping its own slug is fine.
    const same = await t.graphql<{ updateBlog: Post }>(
      UPDATE,
      { id: first.id, input: { title: 'New title', slug: first.slug, excerpt: 'Short', description: '<p>y</p>' } },
      admin.headers,
    );
    expect(same.data?.updateBlog).toMatchObject({ title: 'New title', slug: first.slug, excerpt: 'Short', status: 'draft' });
  });

  it('pages the list on the server, drafts included, filtered by status', async () => {
    const res = await t.graphql<{ adminBlogs: { total: number; totalPages: number; items: Post[] } }>(
      '{ adminBlogs(status: draft, page: 1, limit: 2) { total totalPages items { status } } }',
      {},
      admin.headers,
    );
    expect(res.data?.adminBlogs.items).toHaveLength(2);
    expect(res.data?.adminBlogs.items.every((post) => post.status === 'draft')).toBe(true);
    expect(res.data?.adminBlogs.totalPages).toBe(Math.ceil(res.data!.adminBlogs.total / 2));
    const tooMany = await t.graphql('{ adminBlogs(limit: 101) { total } }', {}, admin.headers);
    expect(tooMany.errors?.[0]?.extensions?.field).toBe('limit');
  });
});

describe('drafts stay private; published posts are public', () => {
  it('hides a draft from public GraphQL, REST, the sitemap and the page head, shows it once published, and hides it again when unpublished', async () => {
    const post = await createPost({ title: 'Hidden until ready', excerpt: 'A short summary for link previews.' });
    const hidden = async () => {
      const list = await t.graphql<{ blogs: Array<{ id: string }> }>('{ blogs { id } }');
      expect(list.data?.blogs.map((b) => b.id)).not.toContain(post.id);
      const one = await t.graphql('query ($id: ID!) { blog(id: $id) { id } }', { id: post.id });
      expect(one.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const bySlug = await t.graphql('query ($id: ID!) { blog(id: $id) { id } }', { id: post.slug });
      expect(bySlug.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const rest = await t.request.get('/api/v1/fetch-blog').expect(200);
      expect(rest.body.data.map((b: { _id: string }) => b._id)).not.toContain(post.id);
      await t.request.get(`/api/v1/fetch-blog/${post.id}`).expect(404);
      expect((await t.request.get('/sitemaps/blog.xml').expect(200)).text).not.toContain(post.id);
    };
    await hidden();

    const published = await t.graphql<{ publishBlog: Post }>(PUBLISH, { id: post.id }, admin.headers);
    expect(published.data?.publishBlog).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    const list = await t.graphql<{ blogs: Array<{ id: string }> }>('{ blogs { id } }');
    expect(list.data?.blogs.map((b) => b.id)).toContain(post.id);
    const bySlug = await t.graphql<{ blog: { id: string } }>('query ($id: ID!) { blog(id: $id) { id } }', { id: post.slug });
    expect(bySlug.data?.blog.id).toBe(post.id);
    await t.request.get(`/api/v1/fetch-blog/${post.id}`).expect(200);
    expect((await t.request.get('/sitemaps/blog.xml').expect(200)).text).toContain(`/blogs/${post.id}`);

    await t.graphql(UNPUBLISH, { id: post.id }, admin.headers);
    await hidden();
    expect(await auditActions(post.id)).toEqual(['blog_published', 'blog_unpublished']);
  });

  it('deletes a post for good and records who did it in the audit log', async () => {
    const post = await createPost({ title: 'Short-lived' });
    await t.graphql(PUBLISH, { id: post.id }, admin.headers);
    const res = await t.graphql<{ deleteBlog: string }>(DELETE, { id: post.id }, admin.headers);
    expect(res.data?.deleteBlog).toBe(post.id);
    await t.request.get(`/api/v1/fetch-blog/${post.id}`).expect(404);
    const again = await t.graphql(DELETE, { id: post.id }, admin.headers);
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [entry] = await t.dataSource.query(
      `SELECT actor_name, target_type, target_label FROM audit_log WHERE target_id = $1 AND action = 'blog_deleted'`,
      [post.id],
    );
    expect(entry).toEqual({ actor_name: 'Asha Admin', target_type: 'blog', target_label: 'Short-lived' });
  });
});
