import { ChevronDown } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  use,
  useCallback,
  useId,
  useMemo,
  useState,
} from 'react';
import { cn } from '../../lib/utils';

// An owned disclosure, as Radix's Collapsible behaved here (the same parts, roles, `aria-*` and
// `data-state`; the content unmounted while closed). Radix's measured each open section's
// computed style on mount (its animation presence), which forced a style recalculation per
// section while the quote page rendered; these sections never animate (decision 046).
type Disclosure = { open: boolean; toggle: () => void; contentId: string };
const DisclosureContext = createContext<Disclosure | null>(null);

function useDisclosure(part: string): Disclosure {
  const disclosure = use(DisclosureContext);
  if (!disclosure) throw new Error(`${part} must be inside a Collapsible`);
  return disclosure;
}

type CollapsibleProps = ComponentProps<'div'> & {
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

export function Collapsible({
  className,
  defaultOpen = false,
  open: controlledOpen,
  onOpenChange,
  ...props
}: CollapsibleProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = controlledOpen ?? ownOpen;
  const contentId = useId();
  const toggle = useCallback(() => {
    setOwnOpen(!open);
    onOpenChange?.(!open);
  }, [open, onOpenChange]);
  const disclosure = useMemo(() => ({ open, toggle, contentId }), [open, toggle, contentId]);
  return (
    <DisclosureContext value={disclosure}>
      <div
        data-slot="collapsible"
        data-state={open ? 'open' : 'closed'}
        className={cn('rounded-md border border-slate-200', className)}
        {...props}
      />
    </DisclosureContext>
  );
}

/** The header button of a collapsible section, with a chevron that turns when open. */
export function CollapsibleTrigger({ className, children, onClick, ...props }: ComponentProps<'button'>) {
  const { open, toggle, contentId } = useDisclosure('CollapsibleTrigger');
  return (
    <button
      type="button"
      data-slot="collapsible-trigger"
      data-state={open ? 'open' : 'closed'}
      aria-expanded={open}
      aria-controls={contentId}
      className={cn(
        'flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50',
        className,
      )}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
      {...props}
    >
      {children}
      <ChevronDown
        className="size-4 shrink-0 text-slate-500 transition-transform [[data-state=open]>&]:rotate-180"
        aria-hidden
      />
    </button>
  );
}

export function CollapsibleContent({ className, ...props }: ComponentProps<'div'>) {
  const { open, contentId } = useDisclosure('CollapsibleContent');
  if (!open) return null;
  return (
    <div
      id={contentId}
      data-slot="collapsible-content"
      data-state="open"
      className={cn('border-t border-slate-200 px-3 py-3', className)}
      {...props}
    />
  );
}
