// Share a message (a finished run's score, or any other line with its link): tweet, Facebook, Reddit
// (new tabs), and native share or clipboard copy.
import { Button, Flex } from '@radix-ui/themes';
import { useToast } from '../toast/ToastProvider';
import { shareLinks, shareOrCopy, type ShareMessage } from '../common/share';

/** The four share actions for one message. */
export function ShareButtons({ message }: { message: ShareMessage }) {
  const toast = useToast();
  const links = shareLinks(message);
  const copy = async () => {
    try {
      const how = await shareOrCopy(message);
      if (how === 'copied') {
        toast.show({
          title: 'Achievement Copied!',
          description: 'Your score and challenge text has been copied to clipboard!',
          variant: 'success',
        });
      }
    } catch {
      toast.show({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'error' });
    }
  };
  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label="Share thy legend">
      <Button asChild variant="outline" size="1">
        <a href={links.x} target="_blank" rel="noopener noreferrer">
          TWEET
        </a>
      </Button>
      <Button asChild variant="outline" size="1">
        <a href={links.facebook} target="_blank" rel="noopener noreferrer">
          FACEBOOK
        </a>
      </Button>
      <Button asChild variant="outline" size="1">
        <a href={links.reddit} target="_blank" rel="noopener noreferrer">
          REDDIT
        </a>
      </Button>
      <Button variant="outline" size="1" onClick={() => void copy()}>
        COPY / SHARE
      </Button>
    </Flex>
  );
}
