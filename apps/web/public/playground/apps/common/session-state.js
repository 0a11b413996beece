// The sample apps' state (docs/playground.md#sample-apps): JSON values in
// sessionStorage under one prefix per app, and the query flags every page
// obeys: ?reset=1 clears the app's state, ?bug=1 injects its one wrong
// behaviour, ?bug=0 removes it. Storage that is off (private mode, a sandbox)
// loses the state, never the page. A frame named "lane-<n>" (the parallel
// runs of the Platform demo's execution area, docs/platform-demo.md#execution)
// keeps its own state under "playground.shop.lane-<n>.", as a browser session
// of its own would: frames of one tab share sessionStorage.

/** The lane of a frame that runs beside others ("lane-2."), or none. */
function laneOf(name) {
  return /^lane-[0-9]{1,2}$/.test(name) ? `${name}.` : "";
}

/** The store of one app, its keys under `prefix` ("playground.shop."), in this frame's lane. */
export function sessionState(appPrefix) {
  const prefix = appPrefix + laneOf(window.name);
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
