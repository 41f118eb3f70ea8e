/**
 * What `npm run dev`'s builder keeps from one build to the next (generator/cache/recent.ts): a value is worked
 * out once per key while builds keep asking for it, dropped once a build does not, handed out as a copy where
 * a build may change it, and never kept by a one-off build. (That the dev server's site stays a fresh build's
 * after a run of edits is tested in tests/servers/dev.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { keepValuesBetweenBuilds, recentValues } from '../../generator/cache/recent.ts';

describe('values kept between builds', () => {
  it('are worked out every time in a one-off build, and once per key in a builder that keeps them, until a build leaves them out', () => {
    let made = 0;
    const make = () => ({ made: ++made });
    const oneOff = recentValues<{ made: number }>();
    oneOff.get('a', make);
    oneOff.get('a', make);
    expect(made).toBe(2);

    keepValuesBetweenBuilds();
    const kept = recentValues<{ made: number }>();
    made = 0;
    kept.nextBuild();
    const first = kept.get('a', make);
    kept.get('b', make);
    kept.nextBuild();
    expect(kept.get('a', make)).toBe(first);
    expect(made).toBe(2);
    // 'b' was not asked for in the last build: it is gone by the next.
    kept.nextBuild();
    kept.nextBuild();
    kept.get('b', make);
    expect(made).toBe(3);
  });

  it('hand each build its own copy when asked to, so a change made by one build never reaches the next', () => {
    keepValuesBetweenBuilds();
    const kept = recentValues<{ list: number[] }>({ copied: true });
    kept.nextBuild();
    kept.get('a', () => ({ list: [1] })).list.push(2);
    kept.nextBuild();
    expect(kept.get('a', () => ({ list: [] }))).toEqual({ list: [1] });
  });
});
