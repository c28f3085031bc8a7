// The hero-name input with its check status, error and clickable suggestions.
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { NAME_MAX_LENGTH } from '../../shared/heroName';
import type { NameCheck } from '../common/useHeroNameCheck';

/** Under the failed-check message: why BEGIN QUEST still works although the name could not be verified. */
export const UNVERIFIED_NAME_NOTE =
  'Thy quest may begin anyway: the name is checked again before a score is inscribed.';

/**
 * Input (max 20, Enter submits through the parent form) and what the check says about it; `waiting`
 * (BEGIN pressed during the check) makes the progress text stand out, since the quest starts after it.
 */
export function NameField({
  value,
  onChange,
  check,
  waiting,
}: {
  value: string;
  onChange: (value: string) => void;
  check: NameCheck;
  waiting: boolean;
}) {
  const error = check.status === 'error' ? check : null;
  return (
    <Flex direction="column" gap="2">
      <Text as="label" htmlFor="hero-name" size="2" weight="bold">
        Name thy hero
      </Text>
      <TextField.Root
        id="hero-name"
        // The name is the first thing asked: typing starts at once, and a screen reader lands on the question.
        autoFocus
        size="3"
        value={value}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        placeholder="Enter hero name..."
        aria-invalid={error ? true : undefined}
        aria-describedby="hero-name-status"
        onChange={(event) => onChange(event.target.value)}
      />
      <div id="hero-name-status" aria-live="polite" className="name-status">
        {check.status === 'checking' && (
          <Text size="2" className={waiting ? undefined : 'terminal-dim'} weight={waiting ? 'bold' : undefined}>
            Checking name availability...
          </Text>
        )}
        {error && (
          <Text as="p" size="2" className="terminal-error" role="alert">
            {error.error}
          </Text>
        )}
        {error?.unverifiedName && (
          <Text as="p" size="1" className="terminal-dim">
            {UNVERIFIED_NAME_NOTE}
          </Text>
        )}
      </div>
      {error && error.suggestions.length > 0 && (
        <Flex gap="2" wrap="wrap" role="group" aria-label="Suggested names">
          {error.suggestions.map((name) => (
            <Button key={name} type="button" size="1" variant="outline" onClick={() => onChange(name)}>
              {name}
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
