import { seedSampleData } from '../../db/seed';
import { blogDraftSeed, blogSeed } from '../../db/seed/blogs.seed';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function addBlogs() {
  const older = await t.services.blogs.create({
    title: 'Older post',
    description: '<p>Hello <strong>Jaipur</strong></p><script>alert(1)</script><img src="x.png" onerror="steal()">',
    createdAt: new Date('2026-01-05T10:00:00Z'),
  });
  const newer = await t.services.blogs.create({
    title: 'Newer post',
    description: '<p>Fresh</p>',
    image: '/images/blog/choosing-a-pg.svg',
    createdAt: new Date('2026-03-01T10:00:00Z'),
  });
  return { older, newer };
}

describe('blogs', () => {
  let ids: { older: string; newer: string };
  beforeAll(async () => {
    const { older, newer } = await addBlogs();
    ids = { older: older.id, newer: newer.id };
  });

  describe('REST /api/v1/fetch-blog', () => {
    it('lists every post, newest first, in the shape the spec client reads', async () => {
      const res = await t.request.get('/api/v1/fetch-blog').expect(200);
      expect(res.body).toEqual({
        data: [
          {
            _id: ids.newer,
            title: 'Newer post',
            description: '<p>Fresh</p>',
            image: '/images/blog/choosing-a-pg.svg',
            createdAt: '2026-03-01T10:00:00.000Z',
          },
          {
            _id: ids.older,
            title: 'Older post',
            description: '<p>Hello <strong>Jaipur</strong></p><img src="x.png" />',
            image: null,
            createdAt: '2026-01-05T10:00:00.000Z',
          },
        ],
      });
    });

    it('answers one post wrapped in data', async () => {
      const res = await t.request.get(`/api/v1/fetch-blog/${ids.newer}`).expect(200);
      expect(res.body.data).toMatchObject({ _id: ids.newer, title: 'Newer post' });
    });

    it('answers 404 with a message for an unknown or malformed id, never a 500', async () => {
      const unknown = await t.request.get('/api/v1/fetch-blog/3f0c6a52-8a0d-4a8e-9a7e-0c7b7d1e2f3a').expect(404);
      expect(unknown.body).toEqual({ message: 'Blog not found', code: 'NOT_FOUND' });
      const malformed = await t.request.get('/api/v1/fetch-blog/not-a-uuid').expect(404);
      expect(malformed.body.message).toBe('Blog not found');
      // Neither an id nor a slug: a NUL byte would fail in PostgreSQL, so it is never asked.
      for (const path of ['%00', 'Not%20A%20Slug', '--']) {
        expect((await t.request.get(`/api/v1/fetch-blog/${path}`).expect(404)).body.message).toBe('Blog not found');
      }
    });

    it("answers the spec's fallback message when the database fails", async () => {
      const list = jest.spyOn(t.services.blogs, 'list').mockRejectedValueOnce(new Error('connection reset'));
      const res = await t.request.get('/api/v1/fetch-blog').expect(500);
      expect(res.body).toEqual({ message: 'Failed to fetch blogs', code: 'INTERNAL_SERVER_ERROR' });
      list.mockRestore();

      const get = jest.spyOn(t.services.blogs, 'get').mockRejectedValueOnce(new Error('connection reset'));
      const one = await t.request.get(`/api/v1/fetch-blog/${ids.newer}`).expect(500);
      expect(one.body.message).toBe('Failed to fetch blog');
      get.mockRestore();
    });
  });

  describe('GraphQL', () => {
    it('lists posts newest first', async () => {
      const res = await t.graphql<{ blogs: Array<{ id: string; title: string; image: string | null; createdAt: string }> }>(
        '{ blogs { id title image createdAt } }',
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.blogs.map((b) => b.title)).toEqual(['Newer post', 'Older post']);
      expect(res.data?.blogs[1]).toEqual({ id: ids.older, title: 'Older post', image: null, createdAt: '2026-01-05T10:00:00.000Z' });
    });

    it('reads one post with sanitized HTML', async () => {
      const res = await t.graphql<{ blog: { description: string } }>('query ($id: ID!) { blog(id: $id) { description } }', {
        id: ids.older,
      });
      expect(res.data?.blog.description).not.toMatch(/script|onerror/);
      expect(res.data?.blog.description).toContain('<strong>Jaipur</strong>');
    });

    it('fails with NOT_FOUND for an unknown id', async () => {
      const res = await t.graphql('{ blog(id: "nope") { id } }');
      expect(res.errors?.[0]).toMatchObject({ message: 'Blog not found', extensions: { code: 'NOT_FOUND' } });
    });
  });
});

describe('blog sample data', () => {
  it('is loaded once per database, however often the gateway starts', async () => {
    const fresh = await createTestApp();
    // The blog's own seeders, through the runner every start uses (the whole sample's once-only
    // rule is users.seed.test.ts's).
    const seedBlog = () => seedSampleData(fresh.dataSource, fresh.services, fresh.logger, [blogSeed, blogDraftSeed]);
    try {
      await seedBlog();
      const first = await fresh.services.blogs.list();
      expect(first.length).toBeGreaterThanOrEqual(5);
      expect(first.every((post) => post.title && post.description.length > 200)).toBe(true);

      await fresh.services.blogs.create({ title: 'Written by an editor', description: '<p>x</p>' });
      await seedBlog();
      expect(await fresh.services.blogs.list()).toHaveLength(first.length + 1);
    } finally {
      await fresh.close();
    }
  });
});
