// A Radix Themes dialog in the terminal style: title, optional description, and a close button.
import type { ReactNode } from 'react';
import { Box, Button, Dialog, Flex } from '@radix-ui/themes';
import { useOpenerReturn } from '../focus/useOpenerReturn';

/** Props every around-the-game dialog shares. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface TerminalDialogProps extends DialogProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  maxWidth?: string;
  /** Label of the bottom close button; null hides it (the dialog then offers its own way out). */
  closeLabel?: string | null;
  /** Keep the close button in view at the dialog's foot while a long body scrolls (HELP on a phone). */
  stickyClose?: boolean;
}

/** The shared dialog frame; Escape and the close button both call onOpenChange(false), and focus goes back to the opener. */
export function TerminalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  maxWidth = '640px',
  closeLabel = 'CLOSE',
  stickyClose = false,
}: TerminalDialogProps) {
  const backToOpener = useOpenerReturn();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        maxWidth={maxWidth}
        className={stickyClose ? 'terminal-dialog has-sticky-foot' : 'terminal-dialog'}
        {...backToOpener}
      >
        <Dialog.Title className="terminal-title">{title}</Dialog.Title>
        {description ? (
          <Dialog.Description size="2" mb="3" className="terminal-dim">
            {description}
          </Dialog.Description>
        ) : (
          <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
        )}
        <Box>{children}</Box>
        {closeLabel && (
          <Flex justify="end" mt="4" className={stickyClose ? 'terminal-dialog-foot is-sticky' : undefined}>
            <Dialog.Close>
              <Button variant="soft">{closeLabel}</Button>
            </Dialog.Close>
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
