// Whole seconds left until an instant, kept live once a second and never below 0 (the cash-out code's expiry).
import { useEffect, useState } from 'react';

function secondsUntil(iso: string): number {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** "09:59", "00:00": minutes and seconds, both two digits. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = String(Math.floor(seconds / 60)).padStart(2, '0');
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Give the component a new `key` for a new instant (a new code), so it starts over at once. */
export function useSecondsUntil(iso: string): number {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(iso));
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return undefined;
    // Read from the clock each tick: a throttled background tab catches up instead of drifting.
    const timer = window.setInterval(() => setSecondsLeft(secondsUntil(iso)), 1000);
    return () => window.clearInterval(timer);
  }, [iso, running]);

  return secondsLeft;
}
