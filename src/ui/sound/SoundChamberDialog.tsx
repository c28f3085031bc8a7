// The sound chamber: four volume sliders (0-100 in steps of 5) and test buttons for footsteps and battle.
// Radix's slider moves 10 steps on Page Up/Down and on Shift with an arrow key (the keyboard steps players expect).
import { Button, Flex, Text } from '@radix-ui/themes';
import { Slider } from 'radix-ui';
import { useAudio } from '../../audio/AudioProvider';
import type { SoundChannel } from '../../audio/settings';
import { TerminalDialog, type DialogProps } from '../common/TerminalDialog';

/** Slider rows: the channel and its label. */
const SLIDERS: readonly { channel: SoundChannel; label: string }[] = [
  { channel: 'master', label: 'Master volume' },
  { channel: 'ambient', label: 'Ambient music' },
  { channel: 'movement', label: 'Footsteps' },
  { channel: 'attack', label: 'Battle' },
];

/** Volume sliders and tests; changes apply and are remembered at once. */
export function SoundChamberDialog({ open, onOpenChange }: DialogProps) {
  const { settings, setVolume, test, enabled, toggleEnabled } = useAudio();
  return (
    <TerminalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="SOUND CHAMBER"
      description="Tune the echoes of the dungeon."
      maxWidth="480px"
    >
      <Flex direction="column" gap="4">
        {SLIDERS.map(({ channel, label }) => {
          const percent = Math.round(settings[channel] * 100);
          return (
            <Flex key={channel} direction="column" gap="2">
              <Flex justify="between">
                <Text size="2" weight="bold" aria-hidden>
                  {label}
                </Text>
                <Text size="2" className="terminal-dim" aria-hidden>
                  {percent}%
                </Text>
              </Flex>
              <Slider.Root
                className="sound-slider"
                min={0}
                max={100}
                step={5}
                value={[percent]}
                onValueChange={([value]) => setVolume(channel, (value ?? 0) / 100)}
              >
                <Slider.Track className="sound-slider-track">
                  <Slider.Range className="sound-slider-range" />
                </Slider.Track>
                {/* The thumb is the focusable control, so it carries the name. */}
                <Slider.Thumb className="sound-slider-thumb" aria-label={label} aria-valuetext={`${percent}%`} />
              </Slider.Root>
            </Flex>
          );
        })}
        <Flex gap="3" wrap="wrap">
          <Button variant="outline" onClick={() => test('move')}>
            TEST FOOTSTEPS
          </Button>
          <Button variant="outline" onClick={() => test('attack')}>
            TEST BATTLE
          </Button>
          <Button variant="outline" onClick={toggleEnabled} aria-pressed={enabled}>
            SOUND {enabled ? 'ON' : 'OFF'}
          </Button>
        </Flex>
      </Flex>
    </TerminalDialog>
  );
}
