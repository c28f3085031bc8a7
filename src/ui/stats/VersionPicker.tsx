// The rules version the page shows: one pressed-state button per version, newest first (as the
// Hall's board toggle). Plain buttons in the terminal style (stats.css): importing Radix's Button
// here made the build split it out of the start screen's chunk (two more files, +1.1 KB gzip there).
import { Flex, Text } from '@radix-ui/themes';

/** The picker over `versions` (newest first), `shown` pressed. */
export function VersionPicker({
  versions,
  shown,
  onPick,
}: {
  versions: readonly number[];
  shown: number;
  onPick: (version: number) => void;
}) {
  return (
    <Flex gap="2" align="center" wrap="wrap" role="group" aria-labelledby="stats-version-label">
      <Text size="2" id="stats-version-label" className="terminal-dim">
        Rules version:
      </Text>
      {versions.map((version) => (
        <button
          key={version}
          type="button"
          className="stats-button"
          aria-pressed={version === shown}
          onClick={() => onPick(version)}
        >
          v{version}
        </button>
      ))}
    </Flex>
  );
}
