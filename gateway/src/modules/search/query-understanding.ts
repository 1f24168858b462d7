import type { SearchFilters } from '../../../../shared/validation/search';
import {
  AROUND_PRICE_SHARE,
  PRICE_WORD_MAX,
  PRICE_WORD_MIN,
  SEARCH_WORDS,
  type UnderstoodFilters,
  type WordMeaning,
} from '../../../../shared/domain/search-words';

/**
 * Reads a typed query with the vocabulary of shared/domain/search-words.ts: the words that mean
 * a gender, price, sharing, food, amenity or city become filters and leave the text; type words
 * and joining words are dropped; what is left is the place or name searched as text. Pure and
 * synchronous (a few microseconds), so it adds nothing measurable to a search.
 */

export interface ReadQuery {
  /** The filters the words set. */
  filters: UnderstoodFilters;
  /** "cheap" / "budget" was asked for: the price limit is the lower third of the city's prices. */
  cheap: boolean;
  /** The words left to search as text (place, landmark, PG name), or null when none are. */
  text: string | null;
}

type Meaning = WordMeaning;
const MEANINGS = new Map<string, Meaning[]>();
for (const { phrase, meaning } of SEARCH_WORDS) {
  const key = normalise(phrase).join(' ');
  MEANINGS.set(key, [...(MEANINGS.get(key) ?? []), meaning]);
}
const LONGEST_PHRASE = Math.max(...[...MEANINGS.keys()].map((key) => key.split(' ').length));
/** Single vocabulary words a typo may stand for (5 letters or more, not joining words). */
const TYPO_TARGETS = [...MEANINGS.entries()].filter(
  ([key, meanings]) => !key.includes(' ') && key.length >= 5 && !meanings.some((m) => 'price' in m),
);

/** Lower case words; "₹7,500" -> "7500", "5k-8k" -> "5k - 8k", "non-veg" -> "non veg". */
function normalise(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/₹|\/-|\brs\.?(?=\d)/g, ' ')
    .replace(/(\d)\s*-\s*(\d)/g, '$1 - $2')
    .replace(/(\d{3,}k?|\dk)(?=[a-z]{2,})/g, '$1 ')
    .replace(/[^\p{L}\p{N}.\s-]+|(?<!\d)\.|\.(?!\d)/gu, ' ')
    .replace(/(\p{L})-(\p{L})/gu, '$1 $2')
    .split(/\s+/)
    .filter(Boolean);
}

/** A rent as typed: "8000", "8k", "7.5k", "8 k" (the k as the next word is handled by the caller). */
function rentOf(word: string | undefined, next?: string): { amount: number; used: number } | null {
  if (!word) return null;
  const match = /^(\d+(?:\.\d+)?)(k|000)?$/.exec(word);
  if (!match) return null;
  let amount = Number(match[1]);
  let used = 1;
  if (match[2] === 'k' || (next === 'k' && (used = 2))) amount *= 1000;
  else if (match[2] === '000') amount *= 1000;
  amount = Math.round(amount);
  return amount >= PRICE_WORD_MIN && amount <= PRICE_WORD_MAX ? { amount, used } : null;
}

/** Three rows of the edit-distance table, reused by every call (no allocation per place compared). */
let twoRowsUp = new Uint8Array(16);
let rowUp = new Uint8Array(16);
let row = new Uint8Array(16);

/**
 * Whether two words are at most `limit` edits apart (Damerau-Levenshtein, optimal string
 * alignment). Every search's words are compared with thousands of place names, so only the band
 * of cells within `limit` of the diagonal is computed (a cell further off is more than `limit`
 * edits already), capped at limit + 1, in reused rows; it stops once a row is all past `limit`.
 */
export function withinEdits(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  if (!a.length) return true;
  const over = limit + 1;
  if (row.length < b.length + 2) {
    twoRowsUp = new Uint8Array(b.length + 2);
    rowUp = new Uint8Array(b.length + 2);
    row = new Uint8Array(b.length + 2);
  }
  for (let j = 0; j <= b.length + 1; j++) rowUp[j] = Math.min(j, over);
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    row[0] = Math.min(i, over);
    row[from - 1] = from === 1 ? row[0] : over;
    row[to + 1] = over;
    let best = row[from - 1];
    for (let j = from; j <= to; j++) {
      let value = Math.min(rowUp[j] + 1, row[j - 1] + 1, rowUp[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, twoRowsUp[j - 2] + 1);
      row[j] = Math.min(value, over);
      if (row[j] < best) best = row[j];
    }
    if (best > limit) return false;
    [twoRowsUp, rowUp, row] = [rowUp, row, twoRowsUp];
  }
  return rowUp[b.length] <= limit;
}

export const editsAllowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0);

type Rent = NonNullable<ReturnType<typeof rentOf>>;
type PriceWord = 'max' | 'min' | 'around';
type Phrase = { length: number; meanings: Meaning[] };

/**
 * Reads a query. `cityOf` says which city a phrase names ("bangalore" -> "Bengaluru"), or
 * undefined; it is given the phrase of one or two words.
 */
export function readQuery(q: string, cityOf: (phrase: string) => string | undefined): ReadQuery {
  return new QueryReader(normalise(q), cityOf).read();
}

/** One reading of a query's words, left to right; each step answers the index of the last word it used. */
class QueryReader {
  private readonly filters: UnderstoodFilters = {};
  private readonly left: string[] = [];
  private cheap = false;
  /** The price word just read ("under", "from", "around"), applied to the number after it. */
  private pendingPrice: PriceWord | null = null;

  constructor(
    private readonly words: string[],
    private readonly cityOf: (phrase: string) => string | undefined,
  ) {}

  read(): ReadQuery {
    let i = 0;
    while (i < this.words.length) i = this.step(i) + 1;
    return {
      filters: this.filters,
      cheap: this.cheap && this.filters.priceMax === undefined,
      text: this.left.length ? this.left.join(' ') : null,
    };
  }

  private step(i: number): number {
    // A price: "<word> 8000", "8000 <word>", "5000 - 8000", "5k to 8k", a bare "8000".
    const rent = rentOf(this.words[i], this.words[i + 1]);
    if (rent) return this.readPrice(i, rent);
    this.pendingPrice = null;
    return this.readCity(i) ?? this.readPhrase(i);
  }

  private readPrice(i: number, rent: Rent): number {
    const after = i + rent.used;
    const joined = this.phraseAt(after);
    const rentAfter = (phrase: Phrase) => rentOf(this.words[after + phrase.length], this.words[after + phrase.length + 1]);
    const second = joined?.meanings.some((m) => 'price' in m && m.price === 'to') ? rentAfter(joined) : null;
    if (joined && second && second.amount >= rent.amount) {
      this.setPrice(rent.amount, second.amount);
      return after + joined.length + second.used - 1;
    }
    const trailing = joined?.meanings.find(
      (m): m is { price: 'maxAfter' | 'minAfter' } => 'price' in m && (m.price === 'maxAfter' || m.price === 'minAfter'),
    );
    const before = this.pendingPrice;
    this.pendingPrice = null;
    if (joined && trailing) {
      if (trailing.price === 'minAfter') this.setPrice(rent.amount, undefined);
      else this.setPrice(undefined, rent.amount);
      return after + joined.length - 1;
    }
    if (before === 'min') this.setPrice(rent.amount, undefined);
    else if (before === 'around')
      this.setPrice(Math.round(rent.amount * (1 - AROUND_PRICE_SHARE)), Math.round(rent.amount * (1 + AROUND_PRICE_SHARE)));
    else this.setPrice(undefined, rent.amount);
    return after - 1;
  }

  /** A city, in one or two words ("new delhi"). */
  private readCity(i: number): number | null {
    const twoWordCity = i + 1 < this.words.length ? this.cityOf(`${this.words[i]} ${this.words[i + 1]}`) : undefined;
    const city = twoWordCity ?? (MEANINGS.has(this.words[i]) ? undefined : this.cityOf(this.words[i]));
    if (!city) return null;
    this.filters.city = city;
    return twoWordCity ? i + 1 : i;
  }

  private readPhrase(i: number): number {
    const phrase = this.phraseAt(i);
    if (this.isSubAreaNumber(i)) return i;
    if (!phrase) {
      this.left.push(this.words[i]);
      return i;
    }
    const end = i + phrase.length - 1;
    // A price word counts only before a number; otherwise it is a joining word.
    const nextIsRent = Boolean(rentOf(this.words[end + 1], this.words[end + 2]));
    const priceBefore = phrase.meanings.find((m): m is { price: PriceWord } => 'price' in m && ['max', 'min', 'around'].includes(m.price));
    if (priceBefore && nextIsRent) this.pendingPrice = priceBefore.price;
    else this.apply(phrase.meanings.find((m) => !('price' in m) || m.price === 'cheap') ?? { ignore: true as const });
    return end;
  }

  /** "5th block", "sector 4": the number of a locality's sub-area, not a word a listing must have. */
  private isSubAreaNumber(i: number): boolean {
    const isPart = (phrase: Phrase | null) => Boolean(phrase?.meanings.some((m) => 'subArea' in m));
    return /^\d+(st|nd|rd|th)?$/.test(this.words[i]) && (isPart(this.phraseAt(i + 1)) || (i > 0 && isPart(this.phraseAt(i - 1))));
  }

  private apply(meaning: Meaning): void {
    if ('hostelType' in meaning) this.filters.hostelType = meaning.hostelType;
    else if ('sharingType' in meaning) this.addTo('sharingType', meaning.sharingType);
    else if ('amenity' in meaning) this.addTo('amenities', meaning.amenity);
    else if ('foodPreference' in meaning) this.filters.foodPreference = meaning.foodPreference;
    else if ('switch' in meaning) this.filters[meaning.switch] = true;
    else if ('price' in meaning) this.cheap = true;
  }

  private addTo<K extends 'sharingType' | 'amenities'>(key: K, value: NonNullable<UnderstoodFilters[K]>[number]): void {
    const list = (this.filters[key] ?? []) as Array<typeof value>;
    if (!list.includes(value)) list.push(value);
    (this.filters as Record<string, unknown>)[key] = list;
  }

  private setPrice(min: number | undefined, max: number | undefined): void {
    if (min !== undefined) this.filters.priceMin = min;
    if (max !== undefined) this.filters.priceMax = max;
  }

  /** The longest vocabulary phrase at position i (exact, or one word with a typo). */
  private phraseAt(i: number): Phrase | null {
    if (i >= this.words.length) return null;
    for (let length = Math.min(LONGEST_PHRASE, this.words.length - i); length >= 1; length--) {
      const meanings = MEANINGS.get(this.words.slice(i, i + length).join(' '));
      if (meanings) return { length, meanings };
    }
    const word = this.words[i];
    const allowed = editsAllowed(word);
    if (!allowed || /\d/.test(word)) return null;
    const found = TYPO_TARGETS.find(([key]) => withinEdits(word, key, allowed));
    return found ? { length: 1, meanings: found[1] } : null;
  }
}

/**
 * The filters a search runs with: the panel's explicit filters win over the words; the text is
 * what the words left. Lists from words are used only when the panel gave none.
 */
export function mergeUnderstood(
  explicit: SearchFilters,
  read: UnderstoodFilters,
  text: string | null,
): { filters: SearchFilters; used: UnderstoodFilters } {
  const used: UnderstoodFilters = {};
  const merged: SearchFilters = { ...explicit, q: text ?? undefined };
  for (const [key, value] of Object.entries(read) as Array<[keyof UnderstoodFilters, unknown]>) {
    const given = explicit[key as keyof SearchFilters];
    if (given !== undefined && !(Array.isArray(given) && given.length === 0)) continue;
    // A price from words never contradicts the panel's other bound.
    if (key === 'priceMin' && explicit.priceMax !== undefined && (value as number) > explicit.priceMax) continue;
    if (key === 'priceMax' && explicit.priceMin !== undefined && (value as number) < explicit.priceMin) continue;
    (merged as Record<string, unknown>)[key] = value;
    (used as Record<string, unknown>)[key] = value;
  }
  return { filters: merged, used };
}
