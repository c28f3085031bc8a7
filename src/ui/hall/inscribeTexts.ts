// Texts of the inscription forms (game over, victory and quit), which differ in wording only.

/** Which dialog hosts the form. */
export type InscribeVariant = 'gameOver' | 'victory' | 'quit';

/** Labels and messages per variant, word for word as players see them. */
export const INSCRIBE_TEXTS: Record<
  InscribeVariant,
  { basic: string; premium: string; couponValid: string; failure: string; doneTitle: string }
> = {
  gameOver: {
    basic: 'Inscribe Basic',
    premium: 'Inscribe Premium',
    couponValid: '✓ Valid scroll! Premium chronicles enabled.',
    failure: 'Failed to submit score. Please try again.',
    doneTitle: 'Thy legend is inscribed!',
  },
  victory: {
    basic: 'Inscribe Basic',
    premium: 'Inscribe Premium',
    couponValid: '✓ Valid scroll! Premium chronicles enabled.',
    failure: 'Failed to submit score. Please try again.',
    doneTitle: 'Thy triumph is inscribed!',
  },
  quit: {
    basic: 'SAVE FREE',
    premium: 'SAVE PREMIUM',
    couponValid: 'Valid coupon! Premium stats enabled.',
    failure: 'Failed to save score. Please try again.',
    doneTitle: 'Saved!',
  },
};

/** Progress labels of the submit button. */
export const PROGRESS = { saving: 'SAVING...', checkingName: 'CHECKING NAME...', validating: 'VALIDATING...' };

/** Why an edited save cannot be inscribed. */
export const UNVERIFIED_RUN_MESSAGE =
  'This adventure was loaded from an edited save code, so its deeds cannot be proven: it cannot enter the Hall of Legends. Thou mayest still play on.';

/** Under the name field: what the name is, and the rule it follows. */
export const NAME_NOTE =
  'The name thy legend bears in the Hall of Legends; each name may appear there once per season.';
