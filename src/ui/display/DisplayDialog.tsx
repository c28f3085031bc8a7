// The DISPLAY dialog: palette, map text size and reduced motion; each choice applies and is remembered at once.
import { Flex, RadioGroup, Text } from '@radix-ui/themes';
import { TerminalDialog, type DialogProps } from '../common/TerminalDialog';
import { useTheme } from '../theme/ThemeProvider';
import { cueOf, paletteFor, PALETTE_IDS, type PaletteId } from '../../map/palette';
import { GLYPHS, type GlyphKind } from '../../map/mapGlyphs';
import { MOTION_CHOICES, TEXT_SIZES, type DisplaySettings, type MotionChoice, type TextSize } from './displaySettings';
import { useDisplay } from './DisplayProvider';

const PALETTE_LABELS: Record<PaletteId, string> = {
  standard: 'Standard',
  'high-contrast': 'High contrast',
  'colour-blind': 'Colour-blind safe',
};
const TEXT_SIZE_LABELS: Record<TextSize, string> = { small: 'Small', normal: 'Normal', large: 'Large', huge: 'Huge' };
const MOTION_LABELS: Record<MotionChoice, string> = { system: 'Follow system', reduce: 'On', full: 'Off' };

// The sample row under the palettes: what the map shows for each thing a player looks for.
const SAMPLE: readonly [GlyphKind, string, string][] = [
  ['player', GLYPHS.player, 'you'],
  ['monster', 'g', 'monster'],
  ['treasure', GLYPHS.treasure, 'treasure'],
  ['merchant', GLYPHS.merchant, 'merchant'],
  ['exit', GLYPHS.exit, 'exit'],
];

const css = (colour: number) => `#${colour.toString(16).padStart(6, '0')}`;

interface ChoiceProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}

function Choice<T extends string>({ id, label, value, options, labels, onChange }: ChoiceProps<T>) {
  return (
    <Flex direction="column" gap="2">
      <Text as="div" size="2" weight="bold" id={id}>
        {label}
      </Text>
      <RadioGroup.Root value={value} onValueChange={(v) => onChange(v as T)} aria-labelledby={id} size="2">
        <Flex gap="4" wrap="wrap">
          {options.map((option) => (
            <RadioGroup.Item key={option} value={option}>
              {labels[option]}
            </RadioGroup.Item>
          ))}
        </Flex>
      </RadioGroup.Root>
    </Flex>
  );
}

function PaletteSample({ palette }: { palette: PaletteId }) {
  const { theme } = useTheme();
  const colours = paletteFor(theme, palette);
  return (
    <Flex gap="3" wrap="wrap" className="display-sample" aria-hidden data-testid="display-sample">
      {SAMPLE.map(([kind, ch, name]) => (
        <Flex key={kind} gap="1" align="center">
          <span
            className={`display-sample-glyph cue-${cueOf(colours, kind)}`}
            style={{ background: css(colours.background), color: css(colours.glyph[kind]) }}
          >
            {ch}
          </span>
          <Text size="1">{name}</Text>
        </Flex>
      ))}
    </Flex>
  );
}

/** Palette, map text size and reduced motion. */
export function DisplayDialog({ open, onOpenChange }: DialogProps) {
  const { settings, update, systemReducesMotion } = useDisplay();
  const set =
    <K extends keyof DisplaySettings>(key: K) =>
    (value: DisplaySettings[K]) =>
      update({ [key]: value } as Partial<DisplaySettings>);
  const motionLabels = { ...MOTION_LABELS, system: `Follow system (now ${systemReducesMotion ? 'on' : 'off'})` };
  return (
    <TerminalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="DISPLAY"
      description="Colours, map text size and motion. Remembered on this device."
      maxWidth="520px"
    >
      <Flex direction="column" gap="5">
        <Flex direction="column" gap="3">
          <Choice
            id="display-palette"
            label="Palette"
            value={settings.palette}
            options={PALETTE_IDS}
            labels={PALETTE_LABELS}
            onChange={set('palette')}
          />
          <PaletteSample palette={settings.palette} />
        </Flex>
        <Choice
          id="display-text-size"
          label="Map text size"
          value={settings.textSize}
          options={TEXT_SIZES}
          labels={TEXT_SIZE_LABELS}
          onChange={set('textSize')}
        />
        <Choice
          id="display-motion"
          label="Reduced motion"
          value={settings.motion}
          options={MOTION_CHOICES}
          labels={motionLabels}
          onChange={set('motion')}
        />
      </Flex>
    </TerminalDialog>
  );
}
