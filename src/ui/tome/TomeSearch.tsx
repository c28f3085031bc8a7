// The Tome's search box (name or description, case-insensitive).
import { TextField } from '@radix-ui/themes';

/** A labelled search field. */
export function TomeSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField.Root
      type="search"
      aria-label="Search the Tome by name or description"
      placeholder="Search items, spells and monsters..."
      value={value}
      maxLength={60}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
