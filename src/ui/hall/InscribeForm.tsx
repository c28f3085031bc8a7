// Inscribing a run in the Hall of Legends, for the game-over and victory modals and the quit dialog: the name
// (editable, with every name check; the run's own entry does not block it, so a run inscribed part-way
// can be inscribed again when it ends) and coupon, then the submit with the run record, then the top
// list, share buttons and Begin New Adventure. The verified run decides the figures, the form the name.
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { Button, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { runRecord, scoreSubmission, type GameState } from '../../engine';
import { COUPON_MAX_LENGTH } from '../../shared/coupon';
import { NAME_MAX_LENGTH } from '../../shared/heroName';
import type { GameStatsRequest, GameStatsResponse } from '../../shared/api';
import { usePaymentLink, useSubmitScore } from '../../api/hooks';
import { useToast } from '../toast/ToastProvider';
import { useHeroNameCheck } from '../common/useHeroNameCheck';
import { useCouponCheck } from './useCouponCheck';
import { INSCRIBE_TEXTS, NAME_NOTE, PROGRESS, UNVERIFIED_RUN_MESSAGE, type InscribeVariant } from './inscribeTexts';

/** Under a name check the server did not answer: the form keeps asking by itself (useHeroNameCheck). */
export const NAME_RECHECK_NOTE = 'The name is checked again by itself as soon as the server answers.';
import { TopList } from './TopList';
import { ShareButtons } from './ShareButtons';
import { DailyRunShare } from './DailyShare';
import { achievementMessage } from '../common/share';
import { sessionWitnessSettled } from '../../app/witness/sessionWitness';

/** Props of the inscribe form: the run to submit, which variant of the form, and what beginning anew does. */
export interface InscribeFormProps {
  state: GameState;
  variant: InscribeVariant;
  onBeginAnew: () => void;
  /** Called once the Hall of Legends holds the run (the quit dialog then lets it go without asking). */
  onInscribed?: () => void;
}

/**
 * The score body: the engine's submission fields under the form's name, the premium choice, the run
 * record and the run's secret (absent in runs begun before secrets).
 */
export function buildSubmission(
  state: GameState,
  couponCode: string | null,
  playerName = state.player.name,
): GameStatsRequest {
  const base = scoreSubmission(state);
  const { couponCode: _unused, ...fields } = base;
  const premium = couponCode ? { isPremium: true, couponCode } : { isPremium: false };
  // The server lets only the holder of the secret carry an inscribed run further.
  const secret = state.runSecret === undefined ? {} : { runSecret: state.runSecret };
  return { ...fields, playerName: playerName.trim(), ...premium, run: runRecord(state), ...secret };
}

/** Suggested names as buttons that fill the name field. */
function Suggestions({ names, onPick }: { names: readonly string[]; onPick: (name: string) => void }) {
  if (names.length === 0) return null;
  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label="Suggested names">
      {names.map((name) => (
        <Button key={name} type="button" size="1" variant="outline" onClick={() => onPick(name)}>
          {name}
        </Button>
      ))}
    </Flex>
  );
}

function SubmittedView({ state, variant, entry, onBeginAnew }: InscribeFormProps & { entry: GameStatsResponse }) {
  // The link opens this very run in the replay viewer, so a friend can watch how it was played; a daily
  // run cannot be watched before its day ends, so its share links to the game instead.
  const watch = entry.runsHiddenUntil
    ? window.location.origin
    : `${window.location.origin}/replay/${encodeURIComponent(entry.id)}`;
  // The server's replay says whether the run was won (the share text crowns only a verified victory) and
  // the hero's level and gold, as it verified them.
  const message = achievementMessage(
    {
      heroName: entry.playerName,
      score: entry.finalScore,
      dungeonLevel: state.dungeon.level,
      level: entry.level,
      gold: entry.gold,
      won: entry.won,
    },
    watch,
  );
  return (
    <Flex direction="column" gap="3">
      <Heading as="h3" size="4" className="terminal-success">
        {INSCRIBE_TEXTS[variant].doneTitle} Rank #{entry.rank}
      </Heading>
      <Text size="2" weight="bold">
        Hall of Legends
      </Text>
      <TopList highlightId={entry.id} />
      <ShareButtons message={message} />
      <DailyRunShare state={state} score={entry.finalScore} />
      <Button onClick={onBeginAnew}>Begin New Adventure</Button>
    </Flex>
  );
}

/** The form, then the submitted view. */
export function InscribeForm({ state, variant, onBeginAnew, onInscribed }: InscribeFormProps) {
  const texts = INSCRIBE_TEXTS[variant];
  const toast = useToast();
  const [heroName, setHeroName] = useState(state.player.name);
  const nameCheck = useHeroNameCheck(heroName, false, {
    seed: state.seed,
    rulesVersion: runRecord(state).rulesVersion,
  });
  // Names the server suggested with its last refusal (a name taken between the check and the submit).
  const [serverSuggestions, setServerSuggestions] = useState<string[]>([]);
  const coupon = useCouponCheck();
  const submit = useSubmitScore();
  const payment = usePaymentLink();
  const [failure, setFailure] = useState<string | null>(null);
  // True while the inscription waits for the run's last batch to be witnessed.
  const [settling, setSettling] = useState(false);

  if (submit.data)
    return <SubmittedView state={state} variant={variant} entry={submit.data} onBeginAnew={onBeginAnew} />;

  const nameError = nameCheck.status === 'error' ? nameCheck.error : null;
  const busy = settling || submit.isPending || nameCheck.status === 'checking' || coupon.status === 'validating';
  const disabled = !state.verified || busy || nameCheck.status !== 'ok' || heroName.trim() === '';
  const progress =
    settling || submit.isPending
      ? PROGRESS.saving
      : nameCheck.status === 'checking'
        ? PROGRESS.checkingName
        : coupon.status === 'validating'
          ? PROGRESS.validating
          : null;

  const pickName = (name: string) => {
    setHeroName(name);
    setServerSuggestions([]);
    setFailure(null);
  };

  const send = async (premium: boolean) => {
    setFailure(null);
    setServerSuggestions([]);
    // The run's last moves reach the server first, so a witnessed run is inscribed as witnessed.
    setSettling(true);
    await sessionWitnessSettled();
    setSettling(false);
    submit.mutate(buildSubmission(state, premium ? coupon.trimmed : null, heroName), {
      onSuccess: () => {
        onInscribed?.();
        toast.show({ title: premium ? 'Premium Score Submitted!' : 'Score Submitted!', variant: 'success' });
      },
      onError: (error) => {
        setFailure(error.message);
        if (error instanceof ApiError) setServerSuggestions(error.suggestions);
        toast.show({ title: 'Error', description: texts.failure, variant: 'error' });
      },
    });
  };

  return (
    <Flex direction="column" gap="3" asChild>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send(coupon.premium);
        }}
        aria-label="Inscribe thy score"
      >
        {!state.verified && (
          <Text as="p" role="alert" className="terminal-error" size="2">
            {UNVERIFIED_RUN_MESSAGE}
          </Text>
        )}
        <label>
          <Text size="2" weight="bold">
            Hero name
          </Text>
          <TextField.Root
            value={heroName}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={nameError ? true : undefined}
            aria-describedby="inscribe-name-note"
            onChange={(e) => pickName(e.target.value)}
          />
        </label>
        <Text id="inscribe-name-note" size="1" className="terminal-dim">
          {NAME_NOTE}
        </Text>
        {/* One slot, one line high even when empty: the check starts as the dialog opens, and its line
            coming and going must not move the buttons below under a finger on its way to them. */}
        <div className="name-status">
          {nameCheck.status === 'checking' && (
            <Text size="2" className="terminal-dim">
              Checking name availability...
            </Text>
          )}
          {nameError && (
            <Flex gap="2" align="center" wrap="wrap">
              <Text size="2" role="alert" className="terminal-error">
                {nameError}
              </Text>
              {/* The server gave no answer: ask again now (it is also asked again by itself, see useHeroNameCheck). */}
              {nameCheck.status === 'error' && nameCheck.retry && (
                <Button type="button" size="1" variant="soft" onClick={nameCheck.retry}>
                  TRY AGAIN
                </Button>
              )}
            </Flex>
          )}
        </div>
        {nameCheck.status === 'error' && nameCheck.retry && (
          <Text size="1" className="terminal-dim">
            {NAME_RECHECK_NOTE}
          </Text>
        )}
        <Suggestions
          names={
            nameCheck.status === 'error' && nameCheck.suggestions.length > 0 ? nameCheck.suggestions : serverSuggestions
          }
          onPick={pickName}
        />
        <label>
          <Text size="2" weight="bold">
            Coupon code (optional)
          </Text>
          <TextField.Root
            value={coupon.code}
            maxLength={COUPON_MAX_LENGTH}
            placeholder="Premium coupon"
            onChange={(e) => coupon.edit(e.target.value)}
            onBlur={coupon.blur}
          />
        </label>
        <div aria-live="polite">
          {coupon.status === 'validating' && (
            <Text size="2" className="terminal-dim">
              Validating coupon...
            </Text>
          )}
          {coupon.status === 'valid' && (
            <Text size="2" className="terminal-success">
              {texts.couponValid}
            </Text>
          )}
          {coupon.error && (
            <Text size="2" className="terminal-error">
              {coupon.error}
            </Text>
          )}
        </div>
        {payment.data && (
          <a className="terminal-link" href={payment.data} target="_blank" rel="noopener noreferrer">
            &gt; Buy premium access
          </a>
        )}
        {failure && (
          <Text size="1" className="terminal-error">
            {failure}
          </Text>
        )}
        <Flex gap="2" wrap="wrap">
          <Button type="button" variant="outline" disabled={disabled} onClick={() => send(false)}>
            {progress ?? texts.basic}
          </Button>
          <Button type="button" disabled={disabled || !coupon.premium} onClick={() => send(true)}>
            {progress ?? texts.premium}
          </Button>
          {variant !== 'quit' && (
            <Button type="button" variant="soft" color="gray" onClick={onBeginAnew}>
              Begin Anew
            </Button>
          )}
        </Flex>
      </form>
    </Flex>
  );
}
