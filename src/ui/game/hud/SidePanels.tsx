import { memo, type ReactNode } from 'react';
import { Accordion } from 'radix-ui';

/** The right pane's collapsible sections. */
export type PanelId = 'status' | 'spells' | 'equipment' | 'inventory';

// One section; memoised so a change in one panel does not re-render the other three.
const SidePanel = memo(function SidePanel({ id, title, body }: { id: PanelId; title: string; body: ReactNode }) {
  return (
    <Accordion.Item value={id} className="side-panel">
      <Accordion.Header className="side-panel-header">
        <Accordion.Trigger className="side-panel-trigger">
          <span>{title}</span>
          <span className="side-panel-chevron" aria-hidden="true">
            ▾
          </span>
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="side-panel-body">{body}</Accordion.Content>
    </Accordion.Item>
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
  return (
    <Accordion.Root type="multiple" value={open} onValueChange={(v) => onOpen(v as PanelId[])} className="side-panels">
      {panels.map(({ id, title, body }) => (
        <SidePanel key={id} id={id} title={title} body={body} />
      ))}
    </Accordion.Root>
  );
});
