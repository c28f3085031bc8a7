import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Button } from '@radix-ui/themes';

/** Dialogs and toggles the header opens. */
export type HeaderCommand =
  'help' | 'controls' | 'legend' | 'tome' | 'theme' | 'display' | 'float' | 'save' | 'load' | 'sound' | 'quit';

const BUTTONS: [HeaderCommand, string][] = [
  ['help', 'HELP'],
  ['controls', 'CONTROLS'],
  ['legend', 'LEGEND'],
  ['tome', 'TOME'],
  ['theme', 'THEME'],
  ['display', 'DISPLAY'],
  ['float', 'FLOAT'],
  ['save', 'SAVE'],
  ['load', 'LOAD'],
];

type CommandsProps = { soundOn: boolean; floating: boolean; onCommand: (c: HeaderCommand) => void; size: '1' | '2' };

// The command buttons, memoised apart from the coordinates: those change on every move, and
// re-rendering nine Radix buttons each time was most of a plain move's React work.
const HeaderCommands = memo(function HeaderCommands({ soundOn, floating, onCommand, size }: CommandsProps) {
  return (
    <>
      {BUTTONS.map(([command, label]) => (
        <Button
          key={command}
          size={size}
          variant={command === 'float' && floating ? 'solid' : 'soft'}
          onClick={() => onCommand(command)}
          aria-pressed={command === 'float' ? floating : undefined}
        >
          {label}
        </Button>
      ))}
      <Button size={size} variant="soft" onClick={() => onCommand('sound')} aria-pressed={soundOn}>
        {/* The state word keeps the width of "OFF", so turning sound on or off moves no button. */}
        SOUND <span className="sound-state">{soundOn ? 'ON' : 'OFF'}</span>
      </Button>
      {/* In the phone's MENU QUIT has a row of its own past a rule: a thumb aiming at LOAD never ends a run. */}
      <span className="header-quit-rule" aria-hidden="true" />
      <Button size={size} variant="soft" color="red" className="header-quit" onClick={() => onCommand('quit')}>
        QUIT
      </Button>
    </>
  );
});

/** On a narrow window: one MENU button that opens the same nine buttons under the header. */
const HeaderMenu = memo(function HeaderMenu({ soundOn, floating, onCommand }: Omit<CommandsProps, 'size'>) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Closing the menu removes its buttons: focus on one of them goes to the MENU button, not the page body.
  const closeMenu = useCallback(() => {
    if (rootRef.current?.contains(document.activeElement)) triggerRef.current?.focus();
    setOpen(false);
  }, []);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeMenu();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, closeMenu]);
  // A command closes the menu first: the dialog it opens or the toggle it flips is what counts. The
  // MENU button then has focus, so a dialog gives it back there and a toggle leaves it there.
  const run = useCallback(
    (command: HeaderCommand) => {
      closeMenu();
      onCommand(command);
    },
    [onCommand, closeMenu],
  );
  return (
    <div className="header-menu" ref={rootRef}>
      <Button
        ref={triggerRef}
        size="2"
        variant={open ? 'solid' : 'soft'}
        aria-expanded={open}
        aria-controls="game-menu-panel"
        onClick={() => setOpen((o) => !o)}
      >
        MENU <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Button>
      {open && (
        <nav id="game-menu-panel" className="header-menu-panel" aria-label="Game menu">
          <HeaderCommands soundOn={soundOn} floating={floating} onCommand={run} size="2" />
        </nav>
      )}
    </div>
  );
});

interface GameHeaderProps {
  /** The day of a daily challenge run ('2026-11-23'), or null for a normal run. */
  daily?: string | null;
  level: number;
  x: number;
  y: number;
  soundOn: boolean;
  floating: boolean;
  /** Too narrow for one row of buttons: a compact bar with a menu. */
  compact: boolean;
  onCommand: (c: HeaderCommand) => void;
}

/** Header: dungeon level and coordinates, then the command buttons (or the menu holding them). */
export const GameHeader = memo(function GameHeader({
  daily = null,
  level,
  x,
  y,
  soundOn,
  floating,
  compact,
  onCommand,
}: GameHeaderProps) {
  return (
    <header className={`game-header${compact ? ' is-compact' : ''}`}>
      <div className="game-where" data-testid="game-where">
        {/* A phone's header has no room for the date beside the level: there the badge shows DAILY, the day stays for screen readers. */}
        {daily && (
          <Badge color="amber" variant="solid" size="1" style={{ flexShrink: 0 }} title={`Daily challenge ${daily}`}>
            DAILY {compact ? <span className="visually-hidden">{daily}</span> : daily}
          </Badge>
        )}
        <span className="where-level">DUNGEON LEVEL {level}</span>{' '}
        <span className="where-pos">
          ({x}, {y})
        </span>
      </div>
      {compact ? (
        <HeaderMenu soundOn={soundOn} floating={floating} onCommand={onCommand} />
      ) : (
        <nav className="game-commands" aria-label="Game menu">
          <HeaderCommands soundOn={soundOn} floating={floating} onCommand={onCommand} size="1" />
        </nav>
      )}
    </header>
  );
});
