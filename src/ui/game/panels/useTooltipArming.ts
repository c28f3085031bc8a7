import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';

// How long tooltips stay mounted after the pointer and focus have left: a closing tooltip finishes
// its fade-out, and a pointer passing over the panel's edge does not mount and unmount them.
const DISARM_DELAY_MS = 400;

// Marks an item trigger so the panel can give focus back to it after its tooltip is mounted.
export const TIP_KEY_ATTRIBUTE = 'data-tip-key';

/** Whether a panel's item tooltips are mounted, and the handlers that arm them for its root element. */
export interface TooltipArming {
  armed: boolean;
  rootProps: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: (e: FocusEvent<HTMLElement>) => void;
    onBlur: (e: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Mounts a panel's tooltips only while the pointer is over it or focus is inside it. A Radix
 * tooltip per slot costs a few milliseconds to mount, and a pickup during a move would pay that
 * for its new slot; unarmed, a slot is plain markup and the same texts show once armed.
 */
export function useTooltipArming(): TooltipArming {
  const [armed, setArmed] = useState(false);
  const pointerInside = useRef(false);
  const focusInside = useRef(false);
  const disarmTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The item that took focus while unarmed: arming re-mounts it inside its tooltip trigger.
  const refocusKey = useRef<string | null>(null);

  const arm = useCallback(() => {
    clearTimeout(disarmTimer.current);
    setArmed(true);
  }, []);
  const disarmLater = useCallback(() => {
    clearTimeout(disarmTimer.current);
    disarmTimer.current = setTimeout(() => {
      if (!pointerInside.current && !focusInside.current) setArmed(false);
    }, DISARM_DELAY_MS);
  }, []);

  const rootProps = useMemo(
    () => ({
      onPointerEnter: () => {
        pointerInside.current = true;
        arm();
      },
      onPointerLeave: () => {
        pointerInside.current = false;
        disarmLater();
      },
      onFocus: (e: FocusEvent<HTMLElement>) => {
        focusInside.current = true;
        if (!armed) refocusKey.current = e.target.getAttribute(TIP_KEY_ATTRIBUTE);
        arm();
      },
      onBlur: (e: FocusEvent<HTMLElement>) => {
        // Focus moving between the panel's own elements (or to a re-mounted trigger) stays inside.
        if (e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)) return;
        if (refocusKey.current !== null) return;
        focusInside.current = false;
        disarmLater();
      },
    }),
    [armed, arm, disarmLater],
  );

  useLayoutEffect(() => {
    const key = refocusKey.current;
    refocusKey.current = null;
    if (!armed || key === null) return;
    const triggers = Array.from(document.querySelectorAll<HTMLElement>(`[${TIP_KEY_ATTRIBUTE}]`));
    triggers.find((t) => t.getAttribute(TIP_KEY_ATTRIBUTE) === key)?.focus();
  }, [armed]);

  useLayoutEffect(() => () => clearTimeout(disarmTimer.current), []);

  return { armed, rootProps };
}
