import { memo, useCallback, useId, type KeyboardEvent, type ReactNode } from 'react';

/** The right pane's collapsible sections. */
export type PanelId = 'status' | 'spells' | 'equipment' | 'inventory';

// The markup and keys of an accordion (WAI-ARIA's pattern, as Radix's Accordion rendered it: a heading
// holding a button with aria-expanded and aria-controls, the body a labelled region, present only while
// open; Up, Down, Home and End move between the headings). Written out rather than Radix's: its
// Collapsible measured each body and read its animation style as it mounted, forcing a style and layout
// pass of the whole game screen per panel (four on every load of the game screen).
const HEADING_KEYS: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/** Up, Down, Home and End on a heading's button: focus the next, previous, first or last heading (looping). */
function moveBetweenHeadings(event: KeyboardEvent<HTMLButtonElement>) {
  const step = HEADING_KEYS[event.key];
  const root = event.currentTarget.closest('.side-panels');
  if (!step || !root) return;
  const triggers = [...root.querySelectorAll<HTMLButtonElement>('.side-panel-trigger')];
  const at = triggers.indexOf(event.currentTarget);
  event.preventDefault();
  triggers[step(at, triggers.length)]?.focus();
}

// One section; memoised so a change in one panel does not re-render the other three.
const SidePanel = memo(function SidePanel({
  id: panel,
  title,
  body,
  open,
  onToggle,
}: {
  id: PanelId;
  title: string;
  body: ReactNode;
  open: boolean;
  onToggle: (panel: PanelId) => void;
}) {
  const id = useId();
  const state = open ? 'open' : 'closed';
  return (
    <div className="side-panel" data-state={state}>
      <h3 className="side-panel-header" data-state={state}>
        <button
          type="button"
          id={`${id}-trigger`}
          className="side-panel-trigger"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          data-state={state}
          onClick={() => onToggle(panel)}
          onKeyDown={moveBetweenHeadings}
        >
          <span>{title}</span>
          <span className="side-panel-chevron" aria-hidden="true">
            ▾
          </span>
        </button>
      </h3>
      {open && (
        <div
          id={`${id}-body`}
          role="region"
          aria-labelledby={`${id}-trigger`}
          className="side-panel-body"
          data-state={state}
        >
          {body}
        </div>
      )}
    </div>
  );
});

/** Right-pane accordions; several may be open at once. */
export const SidePanels = memo(function SidePanels({
  open,
  onOpen,
  panels,
}: {
  open: PanelId[];
  onOpen: (open: PanelId[]) => void;
  panels: { id: PanelId; title: string; body: ReactNode }[];
}) {
  const toggle = useCallback(
    (panel: PanelId) => onOpen(open.includes(panel) ? open.filter((p) => p !== panel) : [...open, panel]),
    [open, onOpen],
  );
  // Two halves: where the pane is wide, each is a column that scrolls on its own (game.css), so rolling
  // the pack down never takes CHARACTER with it; narrow, they are one list in the same order.
  const half = Math.ceil(panels.length / 2);
  return (
    <div className="side-panels">
      {[panels.slice(0, half), panels.slice(half)].map((column) => (
        <div key={column[0]?.id} className="side-column">
          {column.map(({ id, title, body }) => (
            <SidePanel key={id} id={id} title={title} body={body} open={open.includes(id)} onToggle={toggle} />
          ))}
        </div>
      ))}
    </div>
  );
});
