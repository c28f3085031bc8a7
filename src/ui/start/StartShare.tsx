// The start screen's share links: tweet, Facebook, Reddit, and copy the game URL, each with a
// one-line invitation.
import { useState } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { invitationMessage, shareLinks, shareOrCopy } from '../common/share';

/** Shown after the URL lands on the clipboard. */
export const URL_COPIED_MESSAGE = 'Game URL copied to clipboard!';

/** Links opening in new tabs, plus native share or clipboard copy. */
export function StartShare() {
  const [notice, setNotice] = useState<string | null>(null);
  const message = invitationMessage(`${window.location.origin}/`);
  const links = shareLinks(message);
  const copy = async () => {
    try {
      const how = await shareOrCopy(message);
      setNotice(how === 'copied' ? URL_COPIED_MESSAGE : null);
    } catch {
      setNotice('Failed to copy to clipboard');
    }
  };
  return (
    <Flex direction="column" gap="2" align="center">
      <Flex gap="3" wrap="wrap" justify="center" className="start-share">
        <a href={links.x} target="_blank" rel="noopener noreferrer" className="terminal-link">
          Tweet
        </a>
        <a href={links.facebook} target="_blank" rel="noopener noreferrer" className="terminal-link">
          Share
        </a>
        <a href={links.reddit} target="_blank" rel="noopener noreferrer" className="terminal-link">
          Reddit
        </a>
        <button type="button" className="terminal-link link-button" onClick={() => void copy()}>
          Copy URL
        </button>
      </Flex>
      {notice && (
        <Text size="2" role="alert" className="terminal-success">
          {notice}
        </Text>
      )}
    </Flex>
  );
}
