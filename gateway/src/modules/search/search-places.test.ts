import type { ReadDatabase } from '../../db/read-database';
import { SearchPlaces } from './search-places';

/** A read database that answers each centre's average as `answer` says and counts the reads. */
function fakeReads(answer: (sql: string, place: string) => { lat: number | null; lng: number | null } | Error) {
  const reads: string[] = [];
  const database = {
    query: async (sql: string, values: unknown[] = []) => {
      const place = String(values[0]);
      reads.push(place);
      const row = answer(sql, place);
      if (row instanceof Error) throw row;
      return [row];
    },
  } as unknown as ReadDatabase;
  return { database, reads };
}

const JAIPUR_CENTRE = { lat: 26.85, lng: 75.8 };
const isLocality = (sql: string) => sql.includes('locality_key =');

describe("a place's centre", () => {
  it('is read once while kept, and read afresh once the centres are forgotten (a listing was written)', async () => {
    const { database, reads } = fakeReads(() => JAIPUR_CENTRE);
    const places = new SearchPlaces(database);
    expect(await places.centreOf('Malviya Nagar', 'Jaipur')).toEqual({ ...JAIPUR_CENTRE, landmark: false });
    await Promise.all([places.centreOf('Malviya Nagar', 'Jaipur'), places.centreOf('Malviya Nagar', 'Jaipur')]);
    expect(reads).toEqual(['Malviya Nagar']);
    // The same name in another city is another place.
    await places.centreOf('Malviya Nagar', 'Delhi');
    expect(reads).toEqual(['Malviya Nagar', 'Malviya Nagar']);
    places.forgetCentres();
    await places.centreOf('Malviya Nagar', 'Jaipur');
    expect(reads).toHaveLength(3);
  });

  it('of a landmark (no locality of that name) is kept too, after both reads', async () => {
    const { database, reads } = fakeReads((sql) => (isLocality(sql) ? { lat: null, lng: null } : JAIPUR_CENTRE));
    const places = new SearchPlaces(database);
    expect(await places.centreOf('Gaurav Tower', 'Jaipur')).toEqual({ ...JAIPUR_CENTRE, landmark: true });
    await places.centreOf('Gaurav Tower', 'Jaipur');
    expect(reads).toEqual(['Gaurav Tower', 'Gaurav Tower']);
  });

  it('is not kept when the place has no listings yet, or the read failed: the next search asks again', async () => {
    let failing = true;
    const { database, reads } = fakeReads((_sql, place) =>
      place === 'Nowhere' ? { lat: null, lng: null } : failing ? new Error('connection lost') : JAIPUR_CENTRE,
    );
    const places = new SearchPlaces(database);
    expect(await places.centreOf('Nowhere', 'Jaipur')).toBeNull();
    expect(await places.centreOf('Nowhere', 'Jaipur')).toBeNull();
    expect(reads).toEqual(['Nowhere', 'Nowhere', 'Nowhere', 'Nowhere']);

    await expect(places.centreOf('Vaishali Nagar', 'Jaipur')).rejects.toThrow('connection lost');
    failing = false;
    expect(await places.centreOf('Vaishali Nagar', 'Jaipur')).toEqual({ ...JAIPUR_CENTRE, landmark: false });
  });

  it("is not kept past 5,000 places (a search's place is the visitor's text): the next one is read each time", async () => {
    const { database, reads } = fakeReads(() => JAIPUR_CENTRE);
    const places = new SearchPlaces(database);
    for (let i = 0; i < 5_000; i++) await places.centreOf(`Place ${i}`, 'Jaipur');
    await places.centreOf('One place too many', 'Jaipur');
    await places.centreOf('One place too many', 'Jaipur');
    await places.centreOf('Place 0', 'Jaipur');
    expect(reads.slice(5_000)).toEqual(['One place too many', 'One place too many']);
  });
});
