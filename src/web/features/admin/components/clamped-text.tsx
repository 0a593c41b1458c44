import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

/** A long text shown on two lines, with 'Show more' only when the column really cuts it. */
export function ClampedText({ text }: { text: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isCut, setIsCut] = useState(false);
  // Whether two lines hold the text depends on the column's width, so it is measured, and again
  // whenever the paragraph changes size (a narrower window).
  const measure = useCallback((node: HTMLParagraphElement | null) => {
    if (!node) return;
    const check = () => setIsCut(node.scrollHeight > node.clientHeight + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <div>
      <p
        ref={measure}
        className={cn('break-words whitespace-pre-wrap text-slate-700', !isOpen && 'line-clamp-2')}
      >
        {text}
      </p>
      {isOpen || isCut ? (
        <Button
          variant="link"
          size="xs"
          className="h-auto px-0 py-0.5"
          aria-expanded={isOpen}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? 'Show less' : 'Show more'}
        </Button>
      ) : null}
    </div>
  );
}
