import { memo } from 'react';
import { Button } from '@radix-ui/themes';

/** Dialogs and toggles the header opens. */
export type HeaderCommand = 'help' | 'legend' | 'tome' | 'theme' | 'float' | 'save' | 'load' | 'sound' | 'quit';

const BUTTONS: [HeaderCommand, string][] = [
  ['help', 'HELP'],
  ['legend', 'LEGEND'],
  ['tome', 'TOME'],
  ['theme', 'THEME'],
  ['float', 'FLOAT'],
  ['save', 'SAVE'],
  ['load', 'LOAD'],
];

// The command buttons, memoised apart from the coordinates: those change on every move, and
// re-rendering nine Radix buttons each time was most of a plain move's React work.
const HeaderCommands = memo(function HeaderCommands({ soundOn, floating, onCommand }: { soundOn: boolean; floating: boolean; onCommand: (c: HeaderCommand) => void }) {
  return (
    <nav className="game-commands" aria-label="Game menu">
      {BUTTONS.map(([command, label]) => (
        <Button key={command} size="1" variant={command === 'float' && floating ? 'solid' : 'soft'} onClick={() => onCommand(command)} aria-pressed={command === 'float' ? floating : undefined}>
          {label}
        </Button>
      ))}
      <Button size="1" variant="soft" onClick={() => onCommand('sound')} aria-pressed={soundOn}>
        SOUND {soundOn ? 'ON' : 'OFF'}
      </Button>
      <Button size="1" variant="soft" color="red" onClick={() => onCommand('quit')}>
        QUIT
      </Button>
    </nav>
  );
});

/** Header: dungeon level and coordinates, then the command buttons. */
export const GameHeader = memo(function GameHeader({ level, x, y, soundOn, floating, onCommand }: { level: number; x: number; y: number; soundOn: boolean; floating: boolean; onCommand: (c: HeaderCommand) => void }) {
  return (
    <header className="game-header">
      <div className="game-where" data-testid="game-where">
        <span className="where-level">DUNGEON LEVEL {level}</span>{' '}
        <span className="where-pos">
          ({x}, {y})
        </span>
      </div>
      <HeaderCommands soundOn={soundOn} floating={floating} onCommand={onCommand} />
    </header>
  );
});
