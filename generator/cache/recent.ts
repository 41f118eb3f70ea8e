/**
 * Values worked out from a key that holds all they depend on (a file's text, a hash of the rules it is read
 * against), kept in memory from one build to the next: `npm run dev`'s builder runs the build again in the
 * same process on every save, and all but the edited file give what they gave last time. Each use says what it
 * saves. A value not asked for in a build is dropped at the next, so memory holds at most two builds' worth.
 * Nothing is kept on disk, and a one-off build works each value out once, as before.
 */
export interface RecentValues<V> {
  /** The value for `key`: last build's (or this one's), or made now. */
  get(key: string, make: () => V): V;
  /** A new build starts: values the last build did not ask for go. */
  nextBuild(): void;
}

export function recentValues<V>(): RecentValues<V> {
  let before = new Map<string, V>();
  let now = new Map<string, V>();
  return {
    get(key, make) {
      let value = now.get(key);
      if (value !== undefined) return value;
      value = before.has(key) ? before.get(key)! : make();
      now.set(key, value);
      return value;
    },
    nextBuild() {
      before = now;
      now = new Map();
    },
  };
}
