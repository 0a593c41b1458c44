import { ArrowUp } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { CONCERN_MAX_LENGTH } from '../../../../shared/quote-limits';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCategorySuggestions } from '../api/use-category-suggestions';
import { CategorySuggestions, suggestionId } from './category-suggestions';

type NewQuoteFormProps = {
  userName: string;
  /** The typed concern, kept by the parent so that it survives the progress screen. */
  text: string;
  onTextChange: (text: string) => void;
  error: string | null;
  isPending: boolean;
  onSubmit: (concern: string) => void;
  /** What the page shows under the form (the vehicle's declined work). */
  below?: ReactNode;
};

/** The greeting and the concern input with category suggestions (arrows and Enter choose one). */
export function NewQuoteForm({
  userName,
  text,
  onTextChange,
  error,
  isPending,
  onSubmit,
  below,
}: NewQuoteFormProps) {
  const id = useId();
  const [activeIndex, setActiveIndex] = useState(-1);
  const suggested = useCategorySuggestions(text);
  // Escape closes the list until the text changes.
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const categories = dismissedFor === text ? [] : suggested;
  const listId = `${id}-suggestions`;
  const isBlank = text.trim() === '';
  const hasSuggestions = categories.length > 0;

  const submit = (concern: string) => {
    if (concern.trim() === '' || isPending) return;
    onSubmit(concern.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!hasSuggestions) return;
    const count = categories.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // The slots run from -1 (the typed text itself) to the last option, and wrap around.
      setActiveIndex((index) => ((index + 1 + step + count + 1) % (count + 1)) - 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setActiveIndex(-1);
      setDismissedFor(text);
    } else if (event.key === 'Enter' && activeIndex >= 0 && categories[activeIndex]) {
      event.preventDefault();
      submit(categories[activeIndex].name);
    }
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(text);
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-20 pb-10">
      <h1 className="text-center text-2xl font-semibold text-slate-900 sm:text-3xl">
        How can I help, {userName}?
      </h1>
      <form
        onSubmit={onFormSubmit}
        className="mt-8 overflow-hidden rounded-xl border border-slate-300 bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20"
      >
        <div className="flex items-center gap-2 p-2 pl-4">
          <label htmlFor={`${id}-input`} className="sr-only">
            Vehicle concern
          </label>
          <input
            id={`${id}-input`}
            value={text}
            onChange={(event) => {
              onTextChange(event.target.value);
              setActiveIndex(-1);
            }}
            onKeyDown={onKeyDown}
            placeholder="Type any concern..."
            autoComplete="off"
            maxLength={CONCERN_MAX_LENGTH}
            // biome-ignore lint/a11y/noAutofocus: the input is the page's single purpose
            autoFocus
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={hasSuggestions}
            aria-controls={hasSuggestions ? listId : undefined}
            aria-activedescendant={activeIndex >= 0 ? suggestionId(listId, activeIndex) : undefined}
            className="h-10 min-w-0 flex-1 bg-transparent text-base text-slate-900 placeholder:text-slate-400 focus:outline-none"
          />
          <Button type="submit" size="icon" aria-label="Generate quote" disabled={isBlank || isPending}>
            <ArrowUp />
          </Button>
        </div>
        {hasSuggestions ? (
          <CategorySuggestions
            id={listId}
            categories={categories}
            typed={text}
            activeIndex={activeIndex}
            onChoose={submit}
          />
        ) : null}
      </form>
      {error ? <Alert className="mt-4">{error}</Alert> : null}
      {below}
    </div>
  );
}
