/**
 * What a typed query means for the full-text index. The words are folded by the database (lower
 * case, no accents), then each word is looked up in the dictionary of words the listings use
 * (`search_terms`): kept when it is there, else replaced by the dictionary words within a small
 * edit distance ("nagr" -> "nagar"). Two typed words may also be one listed word and the other
 * way round ("vaishali nagar" / "vaishalinagar"). The last word may be unfinished ("koram" ->
 * prefix "koram:*"). Filler words ("pg", "in", "near", "girls"...) never exclude a listing;
 * they only rank the ones that have them higher.
 */

/** One dictionary entry found for a query word or joined word pair. */
export interface TermMatch {
  /** 0-based position of the query word (of the first word, for a pair). */
  position: number;
  pair: boolean;
  /** The folded query word (or the two words joined). */
  token: string;
  term: string | null;
  listings: number;
  distance: number;
}

export interface TextQuery {
  /** to_tsquery('simple', ...) text that a listing must match; null when no word constrains. */
  match: string | null;
  /** to_tsquery text of the corrected words and the filler words, for ranking. */
  rank: string | null;
  /** All the corrected words joined without spaces, compared with locality_key and title_key. */
  compact: string;
  /** The query as understood ("malviya nagar" for "malviya nagr"). */
  understood: string;
}

/** Words that describe any stay: they rank, never filter. */
const FILLER = new Set([
  'a',
  'an',
  'and',
  'at',
  'for',
  'in',
  'near',
  'of',
  'on',
  'the',
  'to',
  'with',
  'around',
  'close',
  'pg',
  'pgs',
  'hostel',
  'hostels',
  'paying',
  'guest',
  'guests',
  'accommodation',
  'room',
  'rooms',
  'stay',
  'stays',
  'rent',
  'cheap',
  'best',
  'boys',
  'boy',
  'girls',
  'girl',
  'ladies',
  'lady',
  'gents',
  'men',
  'mens',
  'women',
  'womens',
  'female',
  'male',
  'coliving',
  'co',
  'living',
]);

/** How far (in edits) a query word may be from a listed word, by its length. */
export function allowedEdits(word: string): number {
  // Numbers (pin codes, "2nd") are meant exactly: 560034 is not 560038.
  if (word.length < 4 || /\d/.test(word)) return 0;
  if (word.length < 7) return 1;
  return 2;
}

const MAX_ALTERNATIVES = 6;
const quote = (lexeme: string) => `'${lexeme.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`;
const isLexeme = (term: string) => /^[\p{L}\p{N}]+$/u.test(term);

interface WordOptions {
  /** The listed words it may mean, nearest first. */
  alternatives: string[];
  /** As tsquery terms, with a prefix match for an unfinished last word. */
  options: string[];
}

/** The dictionary's listed words for one word (or adjacent pair) of the query, nearest and most listed first. */
function alternativesIn(matches: TermMatch[], position: number, pair: boolean, token: string): string[] {
  return matches
    .filter(
      (m) =>
        m.position === position &&
        m.pair === pair &&
        m.term &&
        isLexeme(m.term) &&
        m.distance <= (m.term === token ? 0 : allowedEdits(token)),
    )
    .sort((a, b) => a.distance - b.distance || b.listings - a.listings)
    .slice(0, MAX_ALTERNATIVES)
    .map((m) => m.term as string);
}

/** Two words that the dictionary also knows joined ("malviya nagar" / "malviyanagar"): either both words, or the one listed word. */
function pairGroup(own: WordOptions, next: WordOptions, pairAlternatives: string[]): { group: string; corrected: string } {
  const both = own.options.length && next.options.length ? [`(${own.options.join(' | ')}) & (${next.options.join(' | ')})`] : [];
  return {
    group: `(${[...both, ...pairAlternatives.map(quote)].join(' | ')})`,
    corrected: own.alternatives[0] && next.alternatives[0] ? `${own.alternatives[0]} ${next.alternatives[0]}` : pairAlternatives[0],
  };
}

/**
 * Builds the tsquery texts from the folded query words (in order) and what the dictionary said
 * about each word and each adjacent pair. Pure, so ranking rules are unit-tested.
 */
export function buildTextQuery(words: string[], matches: TermMatch[]): TextQuery | null {
  if (!words.some(Boolean)) return null;
  const last = words.length - 1;
  const optionsOf = (i: number): WordOptions => {
    const alternatives = alternativesIn(matches, i, false, words[i]);
    const options = alternatives.map(quote);
    // The last word may be unfinished: "koram" -> any word starting with it.
    if (i === last && words[i].length >= 3 && isLexeme(words[i])) options.push(`${quote(words[i])}:*`);
    return { alternatives, options };
  };

  const groups: string[] = [];
  const corrected: string[] = [];
  const soft: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (!word) continue;
    if (FILLER.has(word)) {
      soft.push(quote(word));
      corrected.push(word);
      continue;
    }
    const own = optionsOf(i);
    const next = words[i + 1];
    const pairAlternatives = next && !FILLER.has(next) ? alternativesIn(matches, i, true, word + next) : [];
    if (pairAlternatives.length) {
      const pair = pairGroup(own, optionsOf(i + 1), pairAlternatives);
      groups.push(pair.group);
      corrected.push(pair.corrected);
      i++;
      continue;
    }
    // A word nothing resembles still has to match: no listing has it, so none is found.
    groups.push(own.options.length ? `(${own.options.join(' | ')})` : quote(word));
    corrected.push(own.alternatives[0] ?? word);
  }
  return textQueryOf(groups, corrected, soft);
}

/** The match and rank queries, and the query as understood, from the words' groups and corrections. */
function textQueryOf(groups: string[], corrected: string[], soft: string[]): TextQuery {
  const all = corrected.flatMap((word) => word.split(' '));
  const required = all.filter((word) => !FILLER.has(word));
  const rankTerms = [...new Set([...required.filter(isLexeme).map(quote), ...soft])];
  return {
    match: groups.length ? groups.join(' & ') : null,
    rank: rankTerms.length ? rankTerms.join(' | ') : null,
    compact: all.join(''),
    understood: corrected.join(' '),
  };
}

/** At most this many words of a query are looked up (a search box query is a few words). */
const MAX_QUERY_WORDS = 8;

/** The words of a query as typed: runs of letters and digits, at most MAX_QUERY_WORDS. */
export function queryWords(q: string): string[] {
  return (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_WORDS);
}

/**
 * One statement: every word and adjacent word pair, folded by the database (search_fold), with
 * the dictionary words that equal or resemble it and their edit distance. Each word is its own
 * parameter, so the planner sees a constant and uses the trigram index.
 */
export function termLookupSql(words: string[]): { text: string; values: string[] } {
  const tokens = [
    ...words.map((word, position) => ({ position, pair: false, raw: word })),
    ...words.slice(1).map((word, i) => ({ position: i, pair: true, raw: words[i] + word })),
  ];
  const branches = tokens.map(({ position, pair }, i) => {
    const token = `search_fold($${i + 1}::text)`;
    return `SELECT ${position} AS position, ${pair} AS pair, ${token} AS token, m.term, coalesce(m.listings, 0) AS listings, coalesce(m.distance, 0) AS distance
  FROM (SELECT 1) one LEFT JOIN (
    SELECT s.term, s.listings, 0 AS distance FROM search_terms s WHERE s.term = ${token}
    UNION ALL
    SELECT f.term, f.listings, levenshtein(left(f.term, 255), left(${token}, 255)) FROM (
      SELECT s.term, s.listings FROM search_terms s
       WHERE length(${token}) >= 4 AND s.term % ${token} AND s.term <> ${token}
       ORDER BY similarity(s.term, ${token}) DESC, s.listings DESC LIMIT 12) f
  ) m ON true`;
  });
  return { text: branches.map((branch) => `(${branch})`).join('\nUNION ALL\n'), values: tokens.map((token) => token.raw) };
}
