// The page for any path the router does not know.
import { Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';

/** '404 Page Not Found' with a hint and a way back. */
export function NotFoundPage() {
  return (
    <main className="terminal-page">
      <Flex direction="column" gap="4" className="terminal-frame" align="start">
        <Heading as="h1" size="7" className="terminal-title">
          404 Page Not Found
        </Heading>
        <Text as="p" color="gray">
          Did you forget to add the page to the router?
        </Text>
        <Link className="terminal-link" to="/">
          &gt; Return to the dungeon entrance
        </Link>
      </Flex>
    </main>
  );
}
