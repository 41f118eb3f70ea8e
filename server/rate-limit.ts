/**
 * A per-address token bucket for the form receiver: each address may send `burst` submissions at once,
 * then one more every `refillMs`. Beyond that it gets 429 with Retry-After. Idle buckets are forgotten.
 */
export interface RateLimit {
  burst: number;
  refillMs: number;
}

export interface RateLimiter {
  /** 0 when the request may go ahead, else the seconds to wait. */
  take(address: string, now?: number): number;
}

const MAX_ADDRESSES = 50_000;

export function createRateLimiter(limit: RateLimit): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(address, now = Date.now()) {
      let bucket = buckets.get(address);
      if (bucket) {
        bucket.tokens = Math.min(limit.burst, bucket.tokens + (now - bucket.at) / limit.refillMs);
        bucket.at = now;
      } else {
        if (buckets.size >= MAX_ADDRESSES) {
          // Forget every bucket that has refilled: it holds nothing a new one would not.
          for (const [key, value] of buckets) if (value.tokens + (now - value.at) / limit.refillMs >= limit.burst) buckets.delete(key);
        }
        bucket = { tokens: limit.burst, at: now };
        buckets.set(address, bucket);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil(((1 - bucket.tokens) * limit.refillMs) / 1000));
    },
  };
}
