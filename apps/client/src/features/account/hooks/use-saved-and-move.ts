import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Success popup time before the move to the profile (spec section 9). */
export const MOVE_AFTER_MS = 2000;

/** After a successful save: show the check-mark popup for 2 s, then go to `target`. */
export function useSavedAndMove(target: string) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const start = useCallback(() => {
    setOpen(true);
    timer.current = window.setTimeout(() => navigate(target), MOVE_AFTER_MS);
  }, [navigate, target]);

  return { open, start };
}
