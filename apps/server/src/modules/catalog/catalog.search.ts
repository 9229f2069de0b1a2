import type { Database } from '../../db/client.ts';
import { findSimilarWords } from './catalog.queries.ts';

const MAX_WORDS = 6;
/** A guess must score at least this share of the best guess for the same word. */
const KEEP_SHARE = 0.75;

/** "  Zip-Up HODDIE! " → ["zip-up", "hoddie"]: lowercased words, hyphens kept inside words. */
export function typedWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * Each typed word with the store's words it may stand for: "hoddie" → [hoddie, hoodie],
 * "tshirt" → [tshirt, t-shirt]. Full text then matches products on any of them. When a word is
 * found (nearly) as typed, weaker guesses are dropped so "tshirt" does not widen to "sweatshirt".
 */
export async function searchWordsOf(
  db: Database,
  storefrontId: number,
  words: string[],
): Promise<string[][]> {
  // One letter is too little to guess from; it still matches as typed.
  const guessable = words.map((word) => word.replaceAll('-', '')).filter((term) => term.length > 1);
  const guesses = guessable.length ? await findSimilarWords(db, storefrontId, guessable) : [];
  return words.map((word) => {
    const position = guessable.indexOf(word.replaceAll('-', ''));
    const mine = guesses.filter((guess) => guess.position === position);
    const best = Math.max(0, ...mine.map((guess) => guess.score));
    const kept = mine.filter((guess) => guess.score >= best * KEEP_SHARE).map((g) => g.word);
    return [...new Set([word, ...kept])];
  });
}
