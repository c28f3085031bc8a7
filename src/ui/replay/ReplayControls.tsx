// The replay viewer's controls: step back, play/pause, step forward, speed, the scrubber and floor jumps.
import { Button, Flex, Text } from '@radix-ui/themes';
import { SPEEDS, type PlayerEvent, type PlayerState, type Speed } from './playerReducer';
import type { FloorStart } from './timeline';
import { groupDigits } from '../../shared/groupDigits';

interface ReplayControlsProps {
  player: PlayerState;
  floors: readonly FloorStart[];
  floor: number;
  dispatch: (event: PlayerEvent) => void;
}

/** Buttons and the scrubber; every control names its action for screen readers. */
export function ReplayControls({ player, floors, floor, dispatch }: ReplayControlsProps) {
  return (
    <Flex direction="column" gap="2" className="replay-controls">
      <Flex gap="2" align="center" wrap="wrap">
        <Button
          variant="outline"
          aria-label="Back one action"
          disabled={player.index === 0}
          onClick={() => dispatch({ type: 'step', delta: -1 })}
        >
          ◀ Back
        </Button>
        <Button
          aria-label={player.playing ? 'Pause' : 'Play'}
          onClick={() => dispatch({ type: 'toggle' })}
          style={{ minWidth: 88 }}
        >
          {player.playing ? '❚❚ Pause' : '▶ Play'}
        </Button>
        <Button
          variant="outline"
          aria-label="Forward one action"
          disabled={player.index === player.total}
          onClick={() => dispatch({ type: 'step', delta: 1 })}
        >
          Step ▶
        </Button>
        {/* A native select: the phone's own picker, and none of Radix Select's 6 KB in the game's JS. */}
        <select
          className="replay-speed"
          aria-label="Speed"
          value={player.speed}
          onChange={(e) => dispatch({ type: 'speed', speed: Number(e.target.value) as Speed })}
        >
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}x
            </option>
          ))}
        </select>
        <Text size="2" className="replay-position" data-testid="replay-position">
          Action {groupDigits(player.index)} / {groupDigits(player.total)} · Floor {floor}
        </Text>
      </Flex>
      <input
        type="range"
        className="replay-scrubber"
        min={0}
        max={player.total}
        step={1}
        value={player.index}
        aria-label="Position in the run"
        aria-valuetext={`Action ${player.index} of ${player.total}`}
        onChange={(e) => dispatch({ type: 'seek', index: Number(e.target.value) })}
      />
      {floors.length > 1 && (
        <Flex gap="1" wrap="wrap" role="group" aria-label="Jump to floor">
          {floors.map((f) => (
            <Button
              key={f.level}
              size="1"
              variant={f.level === floor ? 'solid' : 'soft'}
              onClick={() => dispatch({ type: 'seek', index: f.index })}
            >
              Floor {f.level}
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
