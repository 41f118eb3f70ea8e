/**
 * Values worked out from a key that holds all they depend on (a file's text, a hash of the rules or settings it
 * is read with), kept in memory from one build to the next by a process that builds again and again:
 * `npm run dev`'s builder (server/dev-builder.ts) runs the build on every save, and all but the edited file give
 * what they gave last time. Each use says what it saves. A value not asked for in a build is dropped at the
 * next, so memory holds at most two builds' worth. A one-off build keeps nothing and works each value out as
 * before: at 4,000 articles these copies would add to the build's peak memory for no gain.
 */
let keeping = false;

/** Called once by a process that builds many times (the dev server's builder). */
export function keepValuesBetweenBuilds(): void {
  keeping = true;
}

export interface RecentValues<V> {
  /** The value for `key`: last build's (or this one's), or made now. */
  get(key: string, make: () => V): V;
  /** A new build starts: values the last build did not ask for go. */
  nextBuild(): void;
}

/**
 * `copied`: each build gets its own copy of a kept value (structuredClone: for plain data a build may change,
 * such as content), so nothing one build does to it reaches the next.
 */
export function recentValues<V>({ copied = false }: { copied?: boolean } = {}): RecentValues<V> {
  let before = new Map<string, V>();
  let now = new Map<string, V>();
  return {
    get(key, make) {
      if (!keeping) return make();
      let value = now.get(key);
      if (value === undefined) {
        value = before.has(key) ? before.get(key)! : make();
        now.set(key, value);
      }
      return copied ? structuredClone(value) : value;
    },
    nextBuild() {
      before = now;
      now = new Map();
    },
  };
}
