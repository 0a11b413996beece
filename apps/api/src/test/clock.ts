/** A clock the tests move forward instead of sleeping (pass `now` to a module's options). */
export function createClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
