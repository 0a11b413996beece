// The sample apps' state (docs/playground.md#sample-apps): JSON values in
// sessionStorage under one prefix per app, and the query flags every page
// obeys: ?reset=1 clears the app's state, ?bug=1 injects its one wrong
// behaviour, ?bug=0 removes it. Storage that is off (private mode, a sandbox)
// loses the state, never the page.

/** The store of one app, its keys under `prefix` ("playground.shop."). */
export function sessionState(prefix) {
  const store = {
    get(name, fallback) {
      try {
        const value = sessionStorage.getItem(prefix + name);
        return value === null ? fallback : JSON.parse(value);
      } catch {
        return fallback;
      }
    },
    set(name, value) {
      try {
        sessionStorage.setItem(prefix + name, JSON.stringify(value));
      } catch {
        // Storage off: the app still works for this page.
      }
    },
    remove(name) {
      try {
        sessionStorage.removeItem(prefix + name);
      } catch {
        // As above.
      }
    },
    clear() {
      try {
        for (const key of Object.keys(sessionStorage)) if (key.startsWith(prefix)) sessionStorage.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
  /** Applies ?reset and ?bug of the page's address to the store. */
  function applyQueryFlags() {
    const query = new URLSearchParams(location.search);
    if (query.get("reset") === "1") store.clear();
    if (query.get("bug") === "1") store.set("bug", true);
    if (query.get("bug") === "0") store.remove("bug");
  }
  return { store, applyQueryFlags };
}
