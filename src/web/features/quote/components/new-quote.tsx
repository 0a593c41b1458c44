import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/trpc';
import { useCreateQuote } from '../api/use-create-quote';
import { NewQuoteForm } from './new-quote-form';
import { QuoteProgress } from './quote-progress';

type NewQuoteProps = { userName: string; vehicleId: string; shopId: string; below?: ReactNode };

/** Quote creation: the concern form, the progress screen while generating, then the new quote. */
export function NewQuote({ userName, vehicleId, shopId, below }: NewQuoteProps) {
  const createQuote = useCreateQuote();
  const [text, setText] = useState('');
  // The mutation stays successful while the app navigates away; keep the progress screen up.
  if (createQuote.isPending || createQuote.isSuccess) {
    return <QuoteProgress concern={createQuote.variables?.searchQuery ?? ''} />;
  }
  return (
    <NewQuoteForm
      userName={userName}
      text={text}
      onTextChange={setText}
      isPending={createQuote.isPending}
      error={createQuote.isError ? errorMessage(createQuote.error) : null}
      onSubmit={(searchQuery) => createQuote.mutate({ vehicleId, shopId, searchQuery })}
      below={below}
    />
  );
}
