import { useState } from 'react';
import { Button, Flex, Heading, TextField } from '@radix-ui/themes';

/** The `/` route: name entry first, then the game screen. (First increment: name entry only.) */
export function GameRoute() {
  const [name, setName] = useState('');
  const [hero, setHero] = useState<string | null>(null);
  if (hero) return <Heading as="h1">Welcome, {hero}</Heading>;
  return (
    <Flex direction="column" gap="3" p="4" maxWidth="420px">
      <Heading as="h1">Dungeon Crawler</Heading>
      <TextField.Root value={name} maxLength={20} onChange={(e) => setName(e.target.value)} aria-label="Hero name" />
      <Button disabled={name.trim().length < 2} onClick={() => setHero(name.trim())}>
        BEGIN QUEST
      </Button>
    </Flex>
  );
}
