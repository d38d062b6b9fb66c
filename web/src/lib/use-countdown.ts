// A seconds countdown that can be restarted (the resend-code wait of SPEC.md §4).
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(startSeconds: number, { autoStart = false } = {}) {
  const [secondsLeft, setSecondsLeft] = useState(autoStart ? startSeconds : 0);
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      setSecondsLeft((seconds) => Math.max(0, seconds - 1));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const restart = useCallback(() => setSecondsLeft(startSeconds), [startSeconds]);
  return { secondsLeft, restart };
}
