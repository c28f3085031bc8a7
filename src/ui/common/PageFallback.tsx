// What shows while a lazily loaded page arrives.
import { Text } from '@radix-ui/themes';

/** A terminal-style loading line, announced politely to screen readers. */
export function PageFallback({ label = 'Consulting the ancient scrolls...' }: { label?: string }) {
  return (
    <div className="terminal-page" role="status" aria-live="polite">
      <Text className="terminal-dim">&gt; {label}</Text>
    </div>
  );
}
