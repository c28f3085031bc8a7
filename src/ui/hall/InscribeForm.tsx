// Inscribing a run in the Hall of Legends, for the game-over and victory modals and the quit dialog: the name
// and coupon, then the submit with the run record, then the top list, share buttons and Begin New Adventure.
// The verified run decides the figures, the form the name. A view: its logic is useInscribeForm, and the
// inscription itself the statechart's (src/app/run/inscription.ts).
import { Button, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import type { GameState } from '../../engine';
import { COUPON_MAX_LENGTH } from '../../shared/coupon';
import { NAME_MAX_LENGTH } from '../../shared/heroName';
import type { GameStatsResponse } from '../../shared/api';
import { INSCRIBE_TEXTS, NAME_NOTE, UNVERIFIED_RUN_MESSAGE, type InscribeVariant } from './inscribeTexts';
import { TopList } from './TopList';
import { ShareButtons } from './ShareButtons';
import { DailyRunShare } from './DailyShare';
import { achievementMessage } from '../common/share';
import { useInscribeForm, type InscribeFormModel } from './useInscribeForm';

/** Under a name check the server did not answer: the form keeps asking by itself (useHeroNameCheck). */
export const NAME_RECHECK_NOTE = 'The name is checked again by itself as soon as the server answers.';

/** Props of the inscribe form: the run to submit, which variant of the form, and what beginning anew does. */
export interface InscribeFormProps {
  state: GameState;
  variant: InscribeVariant;
  onBeginAnew: () => void;
  /** Called once the Hall of Legends holds the run (the quit dialog then lets it go without asking). */
  onInscribed?: () => void;
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

function NameField({ model }: { model: InscribeFormModel }) {
  const { heroName, nameCheck, pickName } = model;
  return (
    <>
      <label>
        <Text size="2" weight="bold">
          Hero name
        </Text>
        <TextField.Root
          value={heroName}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={nameCheck.status === 'error' ? true : undefined}
          aria-describedby="inscribe-name-note"
          onChange={(e) => pickName(e.target.value)}
        />
      </label>
      <Text id="inscribe-name-note" size="1" className="terminal-dim">
        {NAME_NOTE}
      </Text>
    </>
  );
}

/** The name check's line: checking, or its refusal with TRY AGAIN when the server gave no answer. */
function NameStatus({ nameCheck }: Pick<InscribeFormModel, 'nameCheck'>) {
  const retry = nameCheck.status === 'error' ? nameCheck.retry : undefined;
  return (
    <>
      {/* One slot, one line high even when empty: the check starts as the dialog opens, and its line
          coming and going must not move the buttons below under a finger on its way to them. */}
      <div className="name-status">
        {nameCheck.status === 'checking' && (
          <Text size="2" className="terminal-dim">
            Checking name availability...
          </Text>
        )}
        {nameCheck.status === 'error' && (
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="2" role="alert" className="terminal-error">
              {nameCheck.error}
            </Text>
            {/* The server gave no answer: ask again now (it is also asked again by itself, see useHeroNameCheck). */}
            {retry && (
              <Button type="button" size="1" variant="soft" onClick={retry}>
                TRY AGAIN
              </Button>
            )}
          </Flex>
        )}
      </div>
      {retry && (
        <Text size="1" className="terminal-dim">
          {NAME_RECHECK_NOTE}
        </Text>
      )}
    </>
  );
}

function CouponField({ model }: { model: InscribeFormModel }) {
  const { coupon, texts, paymentUrl } = model;
  return (
    <>
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
      {paymentUrl && (
        <a className="terminal-link" href={paymentUrl} target="_blank" rel="noopener noreferrer">
          &gt; Buy premium access
        </a>
      )}
    </>
  );
}

function Actions({ model, variant, onBeginAnew }: { model: InscribeFormModel } & InscribeFormProps) {
  const { texts, progress, disabled, coupon, send } = model;
  return (
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
  );
}

/** The form, then the submitted view. */
export function InscribeForm(props: InscribeFormProps) {
  const model = useInscribeForm(props);
  if (model.entry) return <SubmittedView {...props} entry={model.entry} />;
  return (
    <Flex direction="column" gap="3" asChild>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          model.send(model.coupon.premium);
        }}
        aria-label="Inscribe thy score"
      >
        {!props.state.verified && (
          <Text as="p" role="alert" className="terminal-error" size="2">
            {UNVERIFIED_RUN_MESSAGE}
          </Text>
        )}
        <NameField model={model} />
        <NameStatus nameCheck={model.nameCheck} />
        <Suggestions names={model.suggestions} onPick={model.pickName} />
        <CouponField model={model} />
        {model.failure && (
          <Text size="1" className="terminal-error">
            {model.failure}
          </Text>
        )}
        <Actions model={model} {...props} />
      </form>
    </Flex>
  );
}
