/**
 * False on the server and during hydration, true once the widget has mounted in the browser. Widgets render
 * their no-JavaScript markup first (so hydration matches the server HTML exactly), then switch to the
 * interactive markup: a button never appears, or claims a state, before script can honour it.
 */
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';

export function useEnhanced(): boolean {
  useSignals();
  const enhanced = useSignal(false);
  useEffect(() => {
    enhanced.value = true;
  }, []);
  return enhanced.value;
}
