// /embed: how to put the game on another site, with the snippet to copy.
import { Button, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { useToast } from '../toast/ToastProvider';
import { embedSnippet } from '../embed/embedSnippet';
import { HEIGHT_MESSAGE_TYPE } from '../embed/heightReport';

/** Explains embedding and copies the iframe snippet. */
export function EmbedPage() {
  const toast = useToast();
  const snippet = embedSnippet(window.location.origin);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast.show({ title: 'Copied!', description: 'The embed snippet is on your clipboard.', variant: 'success' });
    } catch {
      toast.show({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'error' });
    }
  };
  return (
    <main className="terminal-page">
      <Flex direction="column" gap="4" className="terminal-frame">
        <Heading as="h1" size="7" className="terminal-title">
          Embed this game FREE!
        </Heading>
        <Text as="p">
          Put the dungeon on your own site or blog: paste the snippet below into your page. It is free, needs no
          account, and your visitors keep their saves in their own browser.
        </Text>
        <Text as="p" color="gray">
          The game tells your page how tall it is (a <Code>{HEIGHT_MESSAGE_TYPE}</Code> message with a height in pixels,
          sent whenever it changes by more than 10 px), and the small script in the snippet resizes the frame, so there
          is no inner scrollbar.
        </Text>
        <label htmlFor="embed-snippet">
          <Text weight="bold">Snippet</Text>
        </label>
        <textarea id="embed-snippet" className="embed-snippet" readOnly rows={9} value={snippet} />
        <Flex gap="3" wrap="wrap" align="center">
          <Button onClick={() => void copy()}>COPY SNIPPET</Button>
          <Link className="terminal-link" to="/">
            &gt; Back to Home
          </Link>
        </Flex>
      </Flex>
    </main>
  );
}
