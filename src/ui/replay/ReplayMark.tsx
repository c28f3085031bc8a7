// Under the replay's title, the entry's mark as its Hall row shows it: the eye and the words of what it
// proves (sealed: the server dealt every roll; witnessed: every move reached the server). An open run
// wears none, so nothing is shown for it.
import { Text } from '@radix-ui/themes';
import { WitnessMark } from '../hall/WitnessMark';
import { witnessLabel } from '../hall/witnessText';
import type { WatchedRun } from './runApi';

/** The mark of the watched entry, or nothing for an open run. */
export function ReplayMark({ marks }: { marks: WatchedRun['marks'] }) {
  if (!marks.witnessed) return null;
  return (
    <Text as="p" size="2" className="terminal-dim replay-mark" data-testid="replay-mark">
      <WitnessMark label={null} /> {witnessLabel(marks)}
    </Text>
  );
}
