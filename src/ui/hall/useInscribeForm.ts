// The inscribe form's logic: the name (editable, with every name check; the run's own entry does not
// block it, so a run inscribed part-way can be inscribed again when it ends), the coupon, and the
// inscription the statechart makes for this form (src/app/run/inscription.ts): its progress, the entry
// once stored, the refusal and the names the server suggested with it.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { runRecord, type GameState } from '../../engine';
import { refreshBoards, usePaymentLink } from '../../api/hooks';
import { useToast } from '../toast/ToastProvider';
import { useHeroNameCheck } from '../common/useHeroNameCheck';
import { GameActor } from '../game/session/GameActor';
import { useSealedKey } from '../game/session/SealedKey';
import { useCouponCheck } from './useCouponCheck';
import { buildSealedSubmission, buildSubmission } from './submission';
import { INSCRIBE_TEXTS, PROGRESS, type InscribeVariant } from './inscribeTexts';

/** What the form is for: the run, which variant of the form, and what to do once the run is inscribed. */
export interface InscribeFormOptions {
  state: GameState;
  variant: InscribeVariant;
  /** Called once the Hall of Legends holds the run (the quit dialog then lets it go without asking). */
  onInscribed?: () => void;
}

/** The inscription this form asked for, as the statechart runs it (undefined before the first ask). */
function useOwnInscription(form: symbol) {
  const inscription = GameActor.useSelector((s) => s.children.inscription);
  return useSelector(inscription, (snapshot) => (snapshot?.context.form === form ? snapshot : undefined));
}

/** Everything the form shows and does. */
export function useInscribeForm({ state, variant, onInscribed }: InscribeFormOptions) {
  const texts = INSCRIBE_TEXTS[variant];
  const actor = GameActor.useActorRef();
  const [form] = useState(() => Symbol('inscribe form'));
  const [heroName, setHeroName] = useState(state.player.name);
  // A sealed run is inscribed by its id and secret; its seed is the server's, so no run key names it.
  const sealed = useSealedKey();
  const nameCheck = useHeroNameCheck(
    heroName,
    false,
    sealed ? undefined : { seed: state.seed, rulesVersion: runRecord(state).rulesVersion },
  );
  const coupon = useCouponCheck();
  const payment = usePaymentLink();
  const inscription = useOwnInscription(form);
  // A refusal is shown until the name is edited (or the next try).
  const [dismissed, setDismissed] = useState<unknown>(null);
  const refusal = inscription !== dismissed ? (inscription?.context.failure ?? null) : null;

  // What the end of an inscription tells the player, with this render's texts and callbacks.
  const toast = useToast();
  const queryClient = useQueryClient();
  const latest = useRef({ toast, texts, onInscribed });
  useEffect(() => {
    latest.current = { toast, texts, onInscribed };
  });
  const ended = inscription?.status === 'done' ? inscription.context : null;
  useEffect(() => {
    if (!ended) return;
    const { toast, texts, onInscribed } = latest.current;
    if (ended.entry) {
      void refreshBoards(queryClient);
      onInscribed?.();
      toast.show({ title: ended.premium ? 'Premium Score Submitted!' : 'Score Submitted!', variant: 'success' });
    } else toast.show({ title: 'Error', description: texts.failure, variant: 'error' });
  }, [ended, queryClient]);

  const sending = inscription?.status === 'active';
  const busy = sending || nameCheck.status === 'checking' || coupon.status === 'validating';
  const disabled = !state.verified || busy || nameCheck.status !== 'ok' || heroName.trim() === '';
  const progress = sending
    ? PROGRESS.saving
    : nameCheck.status === 'checking'
      ? PROGRESS.checkingName
      : coupon.status === 'validating'
        ? PROGRESS.validating
        : null;
  const nameSuggestions =
    nameCheck.status === 'error' && nameCheck.suggestions.length > 0 ? nameCheck.suggestions : null;

  return {
    texts,
    heroName,
    nameCheck,
    coupon,
    paymentUrl: payment.data ?? null,
    /** The refusal of the last try, as '{status}: {text}'. */
    failure: refusal?.message ?? null,
    /** The name check's suggestions, else those the server sent with its last refusal. */
    suggestions: nameSuggestions ?? refusal?.suggestions ?? [],
    /** The label of both submit buttons while something is under way. */
    progress,
    disabled,
    /** The stored entry once the Hall of Legends holds the run. */
    entry: inscription?.context.entry ?? null,
    pickName: (name: string) => {
      setHeroName(name);
      setDismissed(inscription);
    },
    send: (premium: boolean) =>
      actor.send({
        type: 'INSCRIBE',
        form,
        premium,
        submission: sealed
          ? buildSealedSubmission(sealed, premium ? coupon.trimmed : null, heroName)
          : buildSubmission(state, premium ? coupon.trimmed : null, heroName),
      }),
  };
}

/** The form's state and handlers, as its view reads them. */
export type InscribeFormModel = ReturnType<typeof useInscribeForm>;
