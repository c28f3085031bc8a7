// The map legend overlay: what each glyph on the ASCII map means.
import { Flex, Text } from '@radix-ui/themes';
import { TerminalDialog, type DialogProps } from '../common/TerminalDialog';
import { legendEntries } from './legendEntries';

/** A two-column list of glyphs and meanings, with a close button. */
export function LegendDialog({ open, onOpenChange }: DialogProps) {
  return (
    <TerminalDialog open={open} onOpenChange={onOpenChange} title="MAP LEGEND" description="The glyphs of the dungeon map." maxWidth="440px">
      <ul className="legend-list">
        {legendEntries().map((entry) => (
          <li key={entry.meaning}>
            <Flex gap="3" align="center">
              <span className={`legend-glyph legend-${entry.tone}`} aria-hidden>
                {entry.symbol}
              </span>
              <Text size="2">
                <span className="visually-hidden">{entry.symbol}: </span>
                {entry.meaning}
              </Text>
            </Flex>
          </li>
        ))}
      </ul>
    </TerminalDialog>
  );
}
