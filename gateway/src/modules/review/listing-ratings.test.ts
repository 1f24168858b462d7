import { TOP_RATED_PRIOR_MEAN, TOP_RATED_PRIOR_WEIGHT, weightedRating } from '../../../../shared/domain/reviews';
import { listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { Property } from '../property/property.entity';
import { Review } from './review.entity';

/**
 * The numbers kept on the listing's row by the reviews trigger: right after every write, edit
 * and deletion (whoever makes it, even straight in SQL), and 'Top rated' ranking by them.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner', 'Meera Joshi');
}, 60_000);
afterAll(() => t.close());

const WRITE = `mutation Write($propertyId: ID!, $input: ReviewInput!) { writeReview(propertyId: $propertyId, input: $input) { id } }`;
const DELETE = `mutation Delete($id: ID!) { deleteReview(id: $id) }`;
const RATING = `query Rating($id: ID!) { property(id: $id) { rating { average count } } }`;
const text = 'The rooms were clean and the warden was helpful.';

let sequence = 0;
async function listing(overrides: Record<string, unknown> = {}) {
  return t.services.properties.create(
    { id: owner.user.id, role: 'owner' },
    listingInput({ title: `Ratings PG ${++sequence}`, ...overrides }),
  );
}

/** `ratings.length` reviews of a listing by fresh accounts, in one statement (as a bulk import would). */
async function reviewsOf(propertyId: string, ratings: number[]) {
  const authors: Array<{ id: string }> = await t.dataSource.query(
    `INSERT INTO users (name, email, contact_number, role, password_hash)
     SELECT 'Reviewer ' || i, 'reviewer.' || $2 || '.' || i || '@example.in', '9876543210', 'user', 'x' FROM generate_series(1, $1::int) AS i RETURNING id`,
    [ratings.length, `${propertyId.slice(0, 8)}${++sequence}`],
  );
  await t.dataSource.getRepository(Review).insert(ratings.map((rating, i) => ({ propertyId, authorId: authors[i].id, rating, text })));
}

async function stored(id: string) {
  const [row]: Array<{ rating_average: string | null; rating_count: number; rating_score: number; search_flags: number }> =
    await t.dataSource.query(`SELECT rating_average, rating_count, rating_score, search_flags FROM properties WHERE id = $1`, [id]);
  return row;
}

describe('ratings kept on the listing', () => {
  it('are right after a write, an edit and a deletion through the API', async () => {
    const { id } = await listing();
    const [asha, ravi] = [await signedIn(t, 'user'), await signedIn(t, 'user')];
    const rating = async () =>
      (await t.graphql<{ property: { rating: { average: number | null; count: number } } }>(RATING, { id })).data?.property.rating;
    expect(await rating()).toEqual({ average: null, count: 0 });

    const first = await t.graphql<{ writeReview: { id: string } }>(WRITE, { propertyId: id, input: { rating: 5, text } }, asha.headers);
    await t.graphql(WRITE, { propertyId: id, input: { rating: 4, text } }, ravi.headers);
    expect(await rating()).toEqual({ average: 4.5, count: 2 });

    // Editing (writing again) replaces the rating: 2 and 4.
    await t.graphql(WRITE, { propertyId: id, input: { rating: 2, text } }, asha.headers);
    expect(await rating()).toEqual({ average: 3, count: 2 });
    expect((await stored(id)).rating_score).toBeCloseTo(weightedRating(6, 2), 10);

    // An owner's reply moves no number.
    await t.graphql(`mutation { replyToReview(id: "${first.data?.writeReview.id}", text: "Thank you!") { id } }`, {}, owner.headers);
    expect(await rating()).toEqual({ average: 3, count: 2 });

    await t.graphql(DELETE, { id: first.data?.writeReview.id }, asha.headers);
    expect(await rating()).toEqual({ average: 4, count: 1 });
    const ravisReview = await t.dataSource.getRepository(Review).findOneByOrFail({ propertyId: id, authorId: ravi.user.id });
    const admin = await signedIn(t, 'admin');
    await t.graphql(DELETE, { id: ravisReview.id }, admin.headers);
    expect(await rating()).toEqual({ average: null, count: 0 });
    expect(await stored(id)).toMatchObject({ rating_average: null, rating_count: 0, rating_score: 0 });
  });

  it('are right after changes made straight in the database, and when a reviewer account goes', async () => {
    const { id } = await listing();
    await reviewsOf(id, [5, 4, 4, 3]);
    expect(await stored(id)).toMatchObject({ rating_average: '4.0', rating_count: 4 });
    await t.dataSource.query(`UPDATE reviews SET rating = 1 WHERE property_id = $1 AND rating = 5`, [id]);
    expect(await stored(id)).toMatchObject({ rating_average: '3.0', rating_count: 4 });
    // A hidden review counts nowhere public; shown again, it counts again.
    await t.dataSource.query(`UPDATE reviews SET state = 'hidden' WHERE property_id = $1 AND rating = 3`, [id]);
    expect(await stored(id)).toMatchObject({ rating_average: '3.0', rating_count: 3 });
    await t.dataSource.query(`UPDATE reviews SET state = 'visible' WHERE property_id = $1 AND rating = 3`, [id]);
    expect(await stored(id)).toMatchObject({ rating_average: '3.0', rating_count: 4 });
    const [author] = await t.dataSource.query(`SELECT author_id FROM reviews WHERE property_id = $1 AND rating = 1`, [id]);
    await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [author.author_id]);
    expect(await stored(id)).toMatchObject({ rating_average: '3.7', rating_count: 3 });
    // Deleting the listing keeps its reviews, and their rating, as the seekers' history (issue 30).
    await t.services.properties.delete({ id: owner.user.id, role: 'owner' }, id);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM reviews WHERE property_id = $1`, [id])).toEqual([{ n: 3 }]);
    expect(await stored(id)).toMatchObject({ rating_average: '3.7', rating_count: 3 });
    // A listing row that goes for good (its owner's account deleted) takes its reviews with it;
    // recounting a listing that is gone is no error.
    await t.dataSource.query(`DELETE FROM properties WHERE id = $1`, [id]);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM reviews WHERE property_id = $1`, [id])).toEqual([{ n: 0 }]);
  });

  it("sets the 'Rating 4+' bit from the average as shown (3.95 shows as 4.0 and counts)", async () => {
    const { id: justFour } = await listing();
    await reviewsOf(justFour, [...Array(19).fill(4), 3]); // 3.95
    const { id: below } = await listing();
    await reviewsOf(below, [4, 4, 4, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3]); // 3.85
    expect((await stored(justFour)).rating_average).toBe('4.0');
    expect((await stored(below)).rating_average).toBe('3.9');
    const found = await t.request.get('/api/v1/search').query({ minRating: '4', q: 'Ratings PG', limit: '100' });
    const ids = (found.body.results as Array<{ _id: string }>).map((r) => r._id);
    expect(ids).toContain(justFour);
    expect(ids).not.toContain(below);
  });

  it('stores the weighted rating of shared/domain/reviews.ts, so the SQL and the rule cannot drift', async () => {
    const rows: Array<{ rating_score: number; n: number; total: number }> = await t.dataSource.query(
      `SELECT p.rating_score, count(r.id)::int AS n, coalesce(sum(r.rating), 0)::int AS total FROM properties p LEFT JOIN reviews r ON r.property_id = p.id GROUP BY p.id`,
    );
    expect(rows.filter((row) => row.n > 0).length).toBeGreaterThan(1);
    for (const row of rows) expect(row.rating_score).toBeCloseTo(weightedRating(row.total, row.n), 10);
  });
});

describe("'Top rated'", () => {
  it('ranks forty 4.6s above one 5-star review, and a single 5 above a listing without reviews', async () => {
    const city = { locality: 'Adyar', pinCode: '600020', state: 'Tamil Nadu', district: 'Chennai' };
    const { id: one } = await listing({ ...city, title: 'One Review Stay' });
    await reviewsOf(one, [5]);
    const { id: forty } = await listing({ ...city, title: 'Forty Reviews Stay' });
    await reviewsOf(forty, [...Array(24).fill(5), ...Array(16).fill(4)]); // 4.6
    const { id: none } = await listing({ ...city, title: 'No Reviews Stay' });
    const { id: poor } = await listing({ ...city, title: 'Poor Reviews Stay' });
    await reviewsOf(poor, [2, 1, 2]);

    // The rule itself, with its constants: 3.75 against 4.48.
    expect(weightedRating(5, 1)).toBeCloseTo((TOP_RATED_PRIOR_WEIGHT * TOP_RATED_PRIOR_MEAN + 5) / (TOP_RATED_PRIOR_WEIGHT + 1), 10);
    expect(weightedRating(184, 40)).toBeGreaterThan(weightedRating(5, 1));

    const ranked = async (filter: Record<string, unknown>) => {
      const { data, errors } = await t.graphql<{ search: { results: Array<{ property: { id: string } }> } }>(
        `query Top($filter: SearchFilterInput) { search(filter: $filter, sort: top_rated, limit: 10) { results { property { id } } } }`,
        { filter },
      );
      expect(errors).toBeUndefined();
      return data?.search.results.map((r) => r.property.id);
    };
    const [{ city: chennai }] = await t.dataSource.query(`SELECT city FROM properties WHERE id = $1`, [one]);
    expect(await ranked({ city: chennai })).toEqual([forty, one, poor, none]);
    expect(await ranked({ city: chennai, minRating: 4 })).toEqual([forty, one]);
    const rest = await t.request.get('/api/v1/search').query({ city: chennai, sort: 'top_rated' });
    expect(
      (rest.body.results as Array<{ _id: string; rating_average: number | null; rating_count: number }>).map((r) => [
        r._id,
        r.rating_average,
        r.rating_count,
      ]),
    ).toEqual([
      [forty, 4.6, 40],
      [one, 5, 1],
      [poor, 1.7, 3],
      [none, null, 0],
    ]);
  });

  it('keeps the ratings when an owner edits the listing (the row is saved without them)', async () => {
    const { id } = await listing();
    await reviewsOf(id, [5, 5]);
    await t.dataSource.getRepository(Property).update({ id }, { price: 9100 });
    const saved = await t.dataSource.getRepository(Property).findOneByOrFail({ id });
    saved.title = 'Ratings PG renamed';
    await t.dataSource.getRepository(Property).save(saved);
    expect(await stored(id)).toMatchObject({ rating_average: '5.0', rating_count: 2 });
  });
});
