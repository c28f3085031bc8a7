// Page buttons: first, last, a window of 2 either side, ellipses between.
import { Button, Flex } from '@radix-ui/themes';
import { pageItems } from './paging';

/** Navigation over `total` pages (1-based). */
export function Pagination({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
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
