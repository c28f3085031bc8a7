// When a part of the game's code cannot be fetched (the network or the server gone before it was
// loaded, or a newer build has replaced the files this page was built with), React throws from the
// lazy component. Without a boundary that empties the whole page; with it the player reads why and
// can reload (a lazy component keeps its failure until the page loads again).
import { Component, type ReactNode } from 'react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { LOAD_FAILED_MESSAGE } from './loadFailedMessage';

interface LoadFailedBoundaryProps {
  /** For a part over a page that still works (a dialog, a game): leave it, and clear the message. */
  onClose?: () => void;
  children: ReactNode;
}

/** Catches a lazy part that failed to load and shows LoadFailedNotice in its place. */
export class LoadFailedBoundary extends Component<LoadFailedBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private close = () => {
    this.props.onClose?.();
    this.setState({ failed: false });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return <LoadFailedNotice onClose={this.props.onClose && this.close} />;
  }
}

/** The message with RELOAD, and CLOSE when the failed part was a dialog over a page that still works. */
function LoadFailedNotice({ onClose }: { onClose?: () => void }) {
  return (
    <div className={onClose ? 'load-failed load-failed-over' : 'terminal-page load-failed'} role="alert">
      <Flex direction="column" gap="3">
        <Text className="terminal-error">{LOAD_FAILED_MESSAGE}</Text>
        <Flex gap="2" wrap="wrap">
          <Button onClick={() => window.location.reload()}>RELOAD</Button>
          {onClose && (
            <Button variant="soft" color="gray" onClick={onClose}>
              CLOSE
            </Button>
          )}
        </Flex>
      </Flex>
    </div>
  );
}
