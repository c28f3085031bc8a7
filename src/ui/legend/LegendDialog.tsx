// The map legend overlay: what each glyph on the ASCII map means, drawn in the map's own colours.
import { Flex, Text } from '@radix-ui/themes';
import { TerminalDialog, type DialogProps } from '../common/TerminalDialog';
import { useTheme } from '../theme/ThemeProvider';
import { cueOf, paletteFor } from '../../map/palette';
import { useDisplay } from '../display/DisplayProvider';
import { legendEntries } from './legendEntries';
import './legend.css';

const css = (colour: number) => `#${colour.toString(16).padStart(6, '0')}`;

/** A two-column list of glyphs and meanings, with a close button; tiles use the current theme's map palette and its cues. */
export function LegendDialog({ open, onOpenChange }: DialogProps) {
  const { theme } = useTheme();
  const palette = paletteFor(theme, useDisplay().settings.palette);
  return (
    <TerminalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="MAP LEGEND"
      description="The glyphs of the dungeon map."
      maxWidth="460px"
    >
      <ul className="legend-list" data-theme={theme}>
        {legendEntries().map((entry) => (
          <li key={entry.meaning}>
            <Flex gap="3" align="center">
              <span
                className={`legend-glyph legend-${entry.kind} cue-${cueOf(palette, entry.kind)}`}
                style={{ background: css(palette.background), color: css(palette.glyph[entry.kind]) }}
                aria-hidden
              >
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
