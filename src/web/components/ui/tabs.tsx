import { type ComponentProps, createContext, type KeyboardEvent, useContext, useId, useState } from 'react';
import { cn } from '../../lib/utils';

// WAI-ARIA tabs as Radix's were (decision 028: its tabs, roving focus, collection and presence cost
// about 9 kB gzipped on the home page): the selected tab alone is in the Tab order, arrow keys,
// Home and End move between tabs and select the one they reach, a panel unmounts when not selected
// unless `forceMount`, and `data-state` says active or inactive.
type TabsState = { baseId: string; value: string; select: (value: string) => void };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

const partId = (baseId: string, part: 'trigger' | 'content', value: string) => `${baseId}-${part}-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: current, select }}>
      <div data-slot="tabs" data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

const NEXT_TAB: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = NEXT_TAB[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  tabs[move(index, tabs.length)]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn('inline-flex h-9 items-center rounded-md bg-slate-100 p-1 text-slate-600', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onMouseDown,
  onFocus,
  onKeyDown,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const isSelected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={partId(tabs.baseId, 'trigger', value)}
      aria-selected={isSelected}
      aria-controls={partId(tabs.baseId, 'content', value)}
      data-state={isSelected ? 'active' : 'inactive'}
      data-slot="tabs-trigger"
      tabIndex={isSelected ? 0 : -1}
      className={cn(
        'inline-flex h-7 items-center rounded px-3 text-sm font-medium data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      // As Radix: a press selects on mouse down, and a tab reached by the keyboard is selected.
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (event.button === 0 && !event.ctrlKey) tabs.select(value);
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter' || event.key === ' ') tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  forceMount,
  className,
  ...props
}: ComponentProps<'div'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const isSelected = tabs.value === value;
  if (!isSelected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={partId(tabs.baseId, 'content', value)}
      aria-labelledby={partId(tabs.baseId, 'trigger', value)}
      data-state={isSelected ? 'active' : 'inactive'}
      data-slot="tabs-content"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern (and Radix) puts the panel in the Tab order after its tab
      tabIndex={0}
      className={cn('mt-4', className)}
      {...props}
    />
  );
}
