import { memo, type ReactNode } from 'react';
import { Accordion } from 'radix-ui';

/** The right pane's collapsible sections. */
export type PanelId = 'status' | 'spells' | 'equipment' | 'inventory';

/** Right-pane accordions; several may be open at once. */
export const SidePanels = memo(function SidePanels({ open, onOpen, panels }: { open: PanelId[]; onOpen: (open: PanelId[]) => void; panels: { id: PanelId; title: string; body: ReactNode }[] }) {
  return (
    <Accordion.Root type="multiple" value={open} onValueChange={(v) => onOpen(v as PanelId[])} className="side-panels">
      {panels.map(({ id, title, body }) => (
        <Accordion.Item key={id} value={id} className="side-panel">
          <Accordion.Header className="side-panel-header">
            <Accordion.Trigger className="side-panel-trigger">
              <span>{title}</span>
              <span className="side-panel-chevron" aria-hidden="true">▾</span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="side-panel-body">{body}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
});
