import { useCallback, useRef, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { Text } from '@radix-ui/themes';
import { useCloseTimer } from './useCloseTimer';
import { useSwipeRight } from './useSwipeRight';
import type { ToastInput } from './ToastProvider';

/** One visible toast, 5000 ms, swipe right 50 px to dismiss. */
export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/**
 * The toast a player sees. It is not a dismissable layer: Escape closes it only when focus is in it
 * (F8 or Tab brings it there), so an Escape pressed in a dialog always reaches that dialog.
 */
export function ToastCard({ toast, onDismiss }: { toast: ToastInput; onDismiss: () => void }) {
  const card = useRef<HTMLDivElement>(null);
  // Where focus came from when it entered the toast, to give it back when the toast goes.
  const cameFrom = useRef<HTMLElement | null>(null);
  const dismiss = useCallback(() => {
    if (card.current?.contains(document.activeElement) && cameFrom.current?.isConnected) cameFrom.current.focus();
    onDismiss();
  }, [onDismiss]);
  const { hold, release } = useCloseTimer(TOAST_DURATION_MS, dismiss);
  const swipe = useSwipeRight(SWIPE_THRESHOLD_PX, dismiss);

  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    if (e.relatedTarget instanceof HTMLElement && !e.currentTarget.contains(e.relatedTarget)) {
      cameFrom.current = e.relatedTarget;
    }
    hold('focus');
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) release('focus');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    dismiss();
  };

  return (
    <div
      ref={card}
      className="toast-root"
      tabIndex={0}
      data-variant={toast.variant ?? 'success'}
      data-swipe={swipe.offset === null ? undefined : 'move'}
      style={swipe.offset === null ? undefined : ({ '--toast-swipe-x': `${swipe.offset}px` } as CSSProperties)}
      onPointerEnter={() => hold('pointer')}
      onPointerLeave={() => release('pointer')}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      {...swipe.handlers}
    >
      <Text as="div" weight="bold" size="2" className="toast-title">
        {toast.title}
      </Text>
      {toast.description && (
        <Text as="div" size="2">
          {toast.description}
        </Text>
      )}
      <button type="button" className="toast-close" aria-label="Dismiss" onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
