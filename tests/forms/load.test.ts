/** The receiver under load (bounded, loopback): every submission stored exactly once, file still valid. */
import { describe, expect, inject, it } from 'vitest';
import { runFormLoad } from '../../bench/form-load.ts';

describe('receiver under load', () => {
  it('stores 500 submissions sent 50 at a time, each exactly once, as valid JSON lines', async () => {
    const result = await runFormLoad({ siteDir: inject('siteDir'), total: 500, concurrency: 50 });
    console.log(`form load: ${result.total} in ${result.seconds.toFixed(2)} s (${result.perSecond.toFixed(0)} a second)`);
    expect({ stored: result.stored, duplicates: result.duplicates, missing: result.missing, invalidLines: result.invalidLines, failedRequests: result.failedRequests }).toEqual({
      stored: 500,
      duplicates: 0,
      missing: 0,
      invalidLines: 0,
      failedRequests: 0,
    });
  });
});
