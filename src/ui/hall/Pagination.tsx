// Page buttons: first, last, a window of 2 either side, ellipses between.
import { Button, Flex } from '@radix-ui/themes';
import { MOBILE_BREAKPOINT_PX } from '../game/useViewport';
import { useMediaQuery } from '../common/useMediaQuery';
import { pageItems } from './paging';

// A finger needs a 40 x 40 px target: on a touch screen (or a phone-sized window) the page
// buttons grow from Radix's 24 px size 1.
const TOUCH_QUERY = `(pointer: coarse), (hover: none), (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
const TOUCH_TARGET = { minWidth: 40, minHeight: 40 } as const;

/** Navigation over `total` pages (1-based). */
export function Pagination({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const touch = useMediaQuery(TOUCH_QUERY);
  if (total <= 1) return null;
  return (
    <nav aria-label="Hall of Legends pages">
      <Flex gap="1" wrap="wrap" justify="center">
        {pageItems(page, total).map((item, index) =>
          item === 'ellipsis' ? (
            <span key={`gap-${index}`} className="hall-ellipsis" aria-hidden>
              …
            </span>
          ) : (
            <Button
              key={item}
              size="1"
              style={touch ? TOUCH_TARGET : undefined}
              variant={item === page ? 'solid' : 'outline'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={`Page ${item}`}
              onClick={() => onPage(item)}
            >
              {item}
            </Button>
          ),
        )}
      </Flex>
    </nav>
  );
}
