// A seconds countdown for "send again in N s" buttons. The remaining time is computed from the end time on
// every tick, so a throttled background tab still ends on time.
import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1000;

export interface Countdown {
  /** Whole seconds left; 0 when not running. */
  remaining: number;
  running: boolean;
  /** Starts (or restarts) counting down from `seconds`. */
  start(seconds: number): void;
  stop(): void;
}

export function useCountdown(): Countdown {
  const [endAt, setEndAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endAt === null) return;
    const update = () => {
      const left = Math.max(0, Math.ceil((endAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndAt(null);
    };
    update();
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [endAt]);

  const start = useCallback((seconds: number) => {
    if (seconds <= 0) {
      setEndAt(null);
      setRemaining(0);
      return;
    }
    setRemaining(seconds);
    setEndAt(Date.now() + seconds * 1000);
  }, []);

  const stop = useCallback(() => {
    setEndAt(null);
    setRemaining(0);
  }, []);

  return { remaining, running: remaining > 0, start, stop };
}
