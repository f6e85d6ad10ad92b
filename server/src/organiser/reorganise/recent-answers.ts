/**
 * The answer for `key` from `answers`, asked (and kept) when absent, keeping at most `limit` of
 * them: the least recently used goes first. A preview goes through the library in path order, so
 * what it asks about comes together and a few hundred recent answers serve the whole pass while
 * memory holds only those.
 */
export function remembered<T>(answers: Map<string, T>, key: string, limit: number, ask: () => T): T {
  let answer: T;
  if (answers.has(key)) {
    answer = answers.get(key) as T;
    answers.delete(key);
  } else {
    answer = ask();
    if (answers.size >= limit) answers.delete(answers.keys().next().value as string);
  }
  // Map order is recency order: set last, the key is the most recently used.
  answers.set(key, answer);
  return answer;
}
