// Search keys for the uncached search runs (issue 14): every request asks for
// a key no earlier request asked for, so the API's answer cache never helps
// and each request is a real search. The keys are pieces of the catalogue's
// own words (what a visitor types while looking for a step or a card).
import { catalogue } from "../apps/api/src/modules/assets/seed/catalogue.ts";

/** Distinct lower-case keys: every 3- to 8-character piece of every catalogue word, then word pairs. */
export function searchKeys() {
  const texts = [
    ...catalogue.nlpCategories.flatMap((category) => [category.title, ...category.nlps.map((nlp) => nlp.name)]),
    ...catalogue.elementCategories.flatMap((category) => [
      category.title,
      ...category.elements.map((element) => element.name),
    ]),
    ...catalogue.stepGroupCategories.flatMap((category) => [
      category.title,
      ...category.stepGroups.map((group) => group.name),
    ]),
  ];
  const keys = new Set();
  for (const text of texts) {
    const words = text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    for (const word of words) {
      for (let length = 3; length <= Math.min(8, word.length); length++) {
        for (let start = 0; start + length <= word.length; start++) keys.add(word.slice(start, start + length));
      }
    }
    for (let index = 0; index + 1 < words.length; index++) keys.add(`${words[index]} ${words[index + 1]}`);
  }
  return [...keys];
}

/**
 * An autocannon request whose body carries the next key of the pool each
 * time (`body(key)` builds it). The pool is far larger than the API's search
 * cache (1 000 answers), and a key comes back only after the whole pool has
 * gone round, by when the cache has long dropped it.
 */
export function rotatingSearch(keys, body) {
  let next = 0;
  return {
    setupRequest(request) {
      const key = keys[next++ % keys.length];
      return { ...request, body: JSON.stringify(body(key)) };
    },
  };
}
