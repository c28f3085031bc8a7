// The start (name-entry) screen: title, hero name with its checks, BEGIN QUEST, the five menu buttons,
// share links, the embed link and credits.
import { lazy, Suspense, useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { Button, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { useAudio } from '../../audio/AudioProvider';
import { useHeroNameCheck } from '../common/useHeroNameCheck';
import { beginVerdict } from './beginVerdict';
import { preloadApi } from '../../api/hooks';
import { NameField } from './NameField';
import { StartShare } from './StartShare';
import { DailyChallenge, type DailyDraw } from './DailyChallenge';
import { useFirstGesture } from './useFirstGesture';
import { WatchLive } from '../watch/WatchLive';
import { LoadFailedBoundary } from '../common/LoadFailed';
import { warmUpSoon } from '../common/warmUp';

// The dialogs load when first opened, keeping the start screen's first bundle small (budget 180 KB).
const TomeDialog = lazy(() => import('../tome/TomeDialog').then((m) => ({ default: m.TomeDialog })));
const SoundChamberDialog = lazy(() =>
  import('../sound/SoundChamberDialog').then((m) => ({ default: m.SoundChamberDialog })),
);
const DisplayDialog = lazy(() => import('../display/DisplayDialog').then((m) => ({ default: m.DisplayDialog })));
const HallOfLegendsDialog = lazy(() =>
  import('../hall/HallOfLegendsDialog').then((m) => ({ default: m.HallOfLegendsDialog })),
);
const TutorialDialog = lazy(() => import('../tutorial/TutorialDialog').then((m) => ({ default: m.TutorialDialog })));

/** Fetches the dialogs' code at the first gesture or when the page is quiet (src/ui/common/warmUp.ts), so they
 *  still open (with their own errors) if the server goes away after that. */
function preloadDialogs(): void {
  for (const load of [
    () => import('../tome/TomeDialog'),
    () => import('../sound/SoundChamberDialog'),
    () => import('../display/DisplayDialog'),
    () => import('../hall/HallOfLegendsDialog'),
    () => import('../tutorial/TutorialDialog'),
  ]) {
    load().catch(() => undefined);
  }
}

/** Props of the start screen: what BEGIN QUEST and recalling a saved hero do. */
export interface StartScreenProps {
  /** The trimmed name, and today's daily challenge (its seed and rules) when the quest is that challenge. */
  onBegin: (name: string, daily?: DailyDraw) => void;
  onRecall: () => void;
}

type StartDialog = 'sounds' | 'display' | 'tome' | 'tutorial' | 'hall' | null;

const TITLE_ART = String.raw`
 ___  _   _ _  _  ___ ___ ___  _  _
|   \| | | | \| |/ __| __/ _ \| \| |
| |) | |_| | .  | (_ | _| (_) | .  |
|___/ \___/|_|\_|\___|___\___/|_|\_|`;

/**
 * Name entry; onBegin gets the trimmed name once the rules accept it and the server does not know it
 * (or cannot be asked). BEGIN pressed while the check runs waits for it instead of being dropped.
 */
export function StartScreen({ onBegin, onRecall }: StartScreenProps) {
  const [name, setName] = useState('');
  const [dialog, setDialog] = useState<StartDialog>(null);
  // BEGIN was pressed while the name was still being checked: begin as soon as the check passes.
  const [waiting, setWaiting] = useState(false);
  const check = useHeroNameCheck(name, waiting);
  const verdict = beginVerdict(check, name);
  const { unlock } = useAudio();
  useFirstGesture(unlock);
  // The calls (and zod's schemas) at the warm-up moment, with the dialogs: not in the first seconds.
  useEffect(() => warmUpSoon(preloadApi), []);
  useEffect(() => warmUpSoon(preloadDialogs), []);

  const goName = verdict.kind === 'go' ? verdict.name : null;
  // The check answered a press made while it ran: the press is used up during render (begin with the
  // name, or drop it on a refusal), and only the call out to onBegin waits for the commit.
  // (An object, so a second press with the same name is a new begin.)
  const [beginWith, setBeginWith] = useState<{ name: string } | null>(null);
  if (waiting && verdict.kind !== 'wait') {
    setWaiting(false);
    if (goName !== null) setBeginWith({ name: goName });
  }
  const beginNow = useEffectEvent(onBegin);
  useEffect(() => {
    if (beginWith !== null) beginNow(beginWith.name);
  }, [beginWith]);

  const begin = (event?: FormEvent) => {
    event?.preventDefault();
    if (verdict.kind === 'go') onBegin(verdict.name);
    else if (verdict.kind === 'wait') setWaiting(true);
  };
  const edit = (value: string) => {
    // A changed name is a new choice: the press made for the old one no longer stands.
    setWaiting(false);
    setName(value);
  };
  const opener = (which: StartDialog) => () => setDialog(which);
  const closer = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <main className="start-screen">
      <Flex direction="column" gap="5" className="terminal-frame start-card">
        <header>
          <pre className="start-art" aria-hidden inert>
            {TITLE_ART}
          </pre>
          <Heading as="h1" size="8" align="center" className="terminal-title">
            DUNGEON CRAWLER
          </Heading>
          <Text as="p" align="center" size="2" className="terminal-dim">
            Descend 100 levels. Carve thy name into the Hall of Legends.
          </Text>
        </header>
        <form onSubmit={begin}>
          <Flex direction="column" gap="3">
            <NameField value={name} onChange={edit} check={check} waiting={waiting} />
            {/* Pressed during the check it keeps its colour and spins: the quest is on its way, not refused. */}
            <Button
              type="submit"
              size="3"
              disabled={verdict.kind === 'blocked'}
              aria-busy={waiting}
              aria-describedby="hero-name-status"
            >
              {waiting && <Spinner size="2" />}
              BEGIN QUEST
            </Button>
            <DailyChallenge name={goName} checking={verdict.kind === 'wait'} onBegin={onBegin} />
          </Flex>
        </form>
        <div className="start-menu">
          <Button variant="outline" onClick={onRecall}>
            RECALL ADVENTURE
          </Button>
          <Button variant="outline" onClick={opener('sounds')}>
            MYSTIC SOUNDS
          </Button>
          <Button variant="outline" onClick={opener('tome')}>
            ANCIENT TOME
          </Button>
          <Button variant="outline" onClick={opener('tutorial')}>
            MAGIC TUTORIAL
          </Button>
          <Button variant="outline" onClick={opener('display')}>
            DISPLAY
          </Button>
          <Button variant="outline" className="start-hall-button" onClick={opener('hall')}>
            HALL OF LEGENDS
          </Button>
        </div>
        <StartShare />
        <Flex direction="column" gap="1" align="center">
          <Link to="/embed" className="terminal-link">
            Embed this game FREE!
          </Link>
          <Text size="1" className="terminal-dim" align="center">
            Music: &ldquo;Depths&rdquo; ambient pad, composed in code by the Dungeon Crawler team · Developed by the
            Dungeon Crawler team
          </Text>
        </Flex>
      </Flex>
      {/* Below the card, not in it: the list arrives after the first paint, and growing the centred card
          would move every button under a finger or pointer on its way to it. */}
      <div className="start-live">
        <div className="start-live-list">
          <WatchLive />
        </div>
      </div>
      <LoadFailedBoundary onClose={() => setDialog(null)}>
        <Suspense fallback={null}>
          {dialog === 'sounds' && <SoundChamberDialog open onOpenChange={closer} />}
          {dialog === 'display' && <DisplayDialog open onOpenChange={closer} />}
          {dialog === 'tutorial' && (
            <TutorialDialog open onOpenChange={closer} onBegin={() => document.getElementById('hero-name')?.focus()} />
          )}
          {dialog === 'hall' && <HallOfLegendsDialog open onOpenChange={closer} />}
          {dialog === 'tome' && <TomeDialog open onOpenChange={closer} state={null} />}
        </Suspense>
      </LoadFailedBoundary>
    </main>
  );
}
