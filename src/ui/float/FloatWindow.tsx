import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { keepOnScreen, FLOAT_MIN, type Box } from './floatLayout';
import { endDragSelection, startDragSelection } from './dragSelection';
import { boxAfterKey, positionText } from './keyboardMove';

// A press on a drag handle must not start a text selection (the mouse event's default).
const preventSelect = (e: { preventDefault: () => void }) => e.preventDefault();

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

// Base of the windows' stacking (under the header's 30, so FLOAT can always be switched off).
const FLOAT_Z_BASE = 20;

interface FloatWindowProps {
  title: string;
  box: Box;
  onBox: (box: Box) => void;
  /** Place in the stacking order, 0 at the back. */
  layer: number;
  /** Asks to be brought to the front (a click, a drag or focus anywhere in the window). */
  onFront: () => void;
  children: ReactNode;
}

/**
 * A draggable (by its title) and resizable (by its corner) window that stays on screen. The title bar
 * is also a keyboard handle: Tab to it, arrows move the window 10 px (with Shift 50 px), and the new
 * position is spoken.
 */
export function FloatWindow({ title, box, onBox, layer, onFront, children }: FloatWindowProps) {
  const ref = useRef<HTMLElement>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const hintId = useId();
  // Spoken only after a keyboard move (a drag is seen, and would chatter at every pointer move).
  const [moved, setMoved] = useState('');

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLDivElement>) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const next = boxAfterKey(box, e.key, e.shiftKey, viewport());
      if (!next) return;
      // The arrows move this window, not the hero (the game's keys listen on the window) nor the page.
      e.preventDefault();
      e.stopPropagation();
      onBox(next);
      setMoved(positionText(title, next));
    },
    [box, onBox, title],
  );

  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLDivElement>) => {
      drag.current = { dx: e.clientX - box.x, dy: e.clientY - box.y };
      e.currentTarget.setPointerCapture(e.pointerId);
      startDragSelection(e);
    },
    [box.x, box.y],
  );
  const onPointerMove = useCallback(
    (e: PointerEvent<HTMLDivElement>) => {
      if (!drag.current) return;
      onBox(keepOnScreen({ ...box, x: e.clientX - drag.current.dx, y: e.clientY - drag.current.dy }, viewport()));
    },
    [box, onBox],
  );
  const onPointerUp = useCallback(() => {
    drag.current = null;
    endDragSelection();
  }, []);

  // The CSS corner handle resizes the element; read the new size back so it is kept.
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const { width, height } = el.getBoundingClientRect();
      if (Math.abs(width - box.width) > 1 || Math.abs(height - box.height) > 1)
        onBox(keepOnScreen({ ...box, width, height }, viewport()));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [box, onBox]);

  return (
    <section
      ref={ref}
      className="float-window"
      aria-label={title}
      onPointerDownCapture={onFront}
      onFocusCapture={onFront}
      style={{
        zIndex: FLOAT_Z_BASE + layer,
        left: box.x,
        top: box.y,
        width: box.width,
        height: box.height,
        minWidth: FLOAT_MIN.width,
        minHeight: FLOAT_MIN.height,
      }}
    >
      <div
        className="float-title"
        role="button"
        tabIndex={0}
        aria-roledescription="movable title bar"
        aria-label={title}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onMouseDown={preventSelect}
      >
        {title}
      </div>
      <span id={hintId} className="visually-hidden">
        {positionText(title, box)} Arrow keys move it 10 pixels, with Shift 50.
      </span>
      <span className="visually-hidden" aria-live="polite">
        {moved}
      </span>
      <div className="float-body">{children}</div>
    </section>
  );
}
