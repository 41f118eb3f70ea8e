/**
 * Stand-in for @preact/signals-react/runtime in the Preact build. Preact's own signals integration
 * subscribes components automatically, so useSignals() has nothing to do there.
 */
export function useSignals(): void {}
