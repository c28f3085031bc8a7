// The exact hero-name messages players see, in rule order (step numbers as in src/shared/heroName.ts).

/** Step 1: the name is missing or not text. */
export const NAME_REQUIRED_MESSAGE = 'Hero name is required';

/** Step 2: nothing is left after sanitising. */
export const NAME_INVALID_CHARACTERS_MESSAGE =
  'Hero name contains invalid characters. Please use only letters, numbers, spaces, hyphens, and underscores.';

/** Step 3: sanitising changed the trimmed input. */
export const NAME_UNSAFE_CHARACTERS_MESSAGE =
  'Hero name contains unsafe characters. Please use only letters, numbers, spaces, hyphens, and underscores.';

/** Step 4: shorter than NAME_MIN_LENGTH. */
export const NAME_TOO_SHORT_MESSAGE = 'Hero name must be at least 2 characters long';

/** Step 4: longer than NAME_MAX_LENGTH. */
export const NAME_TOO_LONG_MESSAGE = 'Hero name must be 20 characters or less';

/** Step 5: characters outside letters, digits, space, underscore and hyphen. */
export const NAME_PATTERN_MESSAGE = 'Hero name can only contain letters, numbers, spaces, hyphens, and underscores';

/** Steps 6, 7 and 8: profanity, reserved words, or a name already on the Hall of Legends this season. */
export const NAME_TAKEN_MESSAGE =
  'Username is not allowed because of unaccepted symbols or content or it already exists on the Leaderboard. Please choose a different name.';

/** Step 8: the server's existence check failed. */
export const NAME_CHECK_FAILED_MESSAGE = 'Failed to verify name. Please try again.';

/** Default message of the start screen's local check. */
export const NAME_INVALID_DEFAULT_MESSAGE = 'Invalid hero name';

/** Shortest hero name, in characters. */
export const NAME_MIN_LENGTH = 2;

/** Longest hero name, in characters (also the input's maxlength). */
export const NAME_MAX_LENGTH = 20;
