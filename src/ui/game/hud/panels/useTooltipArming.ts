import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';

// How long tooltips stay mounted after the pointer and focus have left: a closing tooltip finishes
// its fade-out, and a pointer passing over the panel's edge does not mount and unmount them.
const DISARM_DELAY_MS = 400;

// Marks an item trigger so the panel can give focus back to it after its tooltip is mounted.
export const TIP_KEY_ATTRIBUTE = 'data-tip-key';

/** Whether a panel's item tooltips are mounted, and the handlers that arm them for its root element. */
export interface TooltipArming {
  armed: boolean;
  rootProps: {
    onPointerOver: (e: ReactPointerEvent<HTMLElement>) => void;
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
  // The item a mouse landed on while unarmed: its re-mounted trigger has not seen that pointer yet.
  const rehoverKey = useRef<string | null>(null);

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
      onPointerOver: (e: ReactPointerEvent<HTMLElement>) => {
        if (armed || e.pointerType === 'touch') return;
        rehoverKey.current = tipKeyOf(e.target);
      },
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
    const focusKey = refocusKey.current;
    const hoverKey = rehoverKey.current;
    refocusKey.current = null;
    rehoverKey.current = null;
    if (!armed) return;
    if (focusKey !== null) triggerWithKey(focusKey)?.focus();
    // Radix opens a tooltip on a pointermove over its trigger; a pointer that arrived in one step
    // (a jump, or a test's hover) would otherwise wait for the next move.
    const hovered = hoverKey === null || !pointerInside.current ? undefined : triggerWithKey(hoverKey);
    hovered?.dispatchEvent(mousePointerMove());
  }, [armed]);

  useLayoutEffect(() => () => clearTimeout(disarmTimer.current), []);

  return { armed, rootProps };
}

/** The tooltip key of the item trigger an event landed in, if any. */
export function tipKeyOf(target: EventTarget): string | null {
  if (!(target instanceof Element)) return null;
  return target.closest(`[${TIP_KEY_ATTRIBUTE}]`)?.getAttribute(TIP_KEY_ATTRIBUTE) ?? null;
}

function triggerWithKey(key: string): HTMLElement | undefined {
  const triggers = Array.from(document.querySelectorAll<HTMLElement>(`[${TIP_KEY_ATTRIBUTE}]`));
  return triggers.find((t) => t.getAttribute(TIP_KEY_ATTRIBUTE) === key);
}

function mousePointerMove(): Event {
  const init = { bubbles: true, cancelable: true, composed: true };
  // jsdom has no PointerEvent; Radix only skips moves whose pointerType is 'touch'.
  return typeof PointerEvent === 'function'
    ? new PointerEvent('pointermove', { ...init, pointerType: 'mouse' })
    : new MouseEvent('pointermove', init);
}
