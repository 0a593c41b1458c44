import { type FormEvent, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/trpc';
import { usePartCatalogue } from '../api/use-part-catalogue';
import { JsonBlock } from './json-block';

type Shop = { id: string; name: string };
type Result = { provider: string; results: Array<{ parts: unknown[] }> };

function resultCaption(result: Result) {
  const count = result.results.reduce((sum, store) => sum + store.parts.length, 0);
  const stores = result.results.length;
  return `Result: ${count} ${count === 1 ? 'part' : 'parts'} from ${stores} ${stores === 1 ? 'store' : 'stores'} (${result.provider === 'partstech' ? 'PartsTech' : 'demo catalogue'})`;
}

/**
 * 'Part catalogue (PartsTech)': an admin's test search through the current shop's parts
 * provider, printed as the provider answers.
 */
export function PartCatalogueSearch({ shop }: { shop: Shop }) {
  const [vin, setVin] = useState('');
  const [partNumber, setPartNumber] = useState('');
  const { query, search } = usePartCatalogue();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search({ shopId: shop.id, vin: vin.trim(), search: partNumber.trim() });
  };
  const isSearching = query.isFetching;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Searches the parts provider of <span className="font-medium text-slate-900">{shop.name}</span> at each
        of its active supplier stores.
      </p>
      <form onSubmit={submit} className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
        <Field id="part-catalogue-vin" label="Vin">
          <Input
            value={vin}
            onChange={(event) => setVin(event.target.value)}
            maxLength={20}
            autoComplete="off"
            placeholder="17 characters"
            className="font-mono uppercase"
          />
        </Field>
        <Field id="part-catalogue-part-number" label="Part Number">
          <Input
            value={partNumber}
            onChange={(event) => setPartNumber(event.target.value)}
            maxLength={200}
            autoComplete="off"
            placeholder="Part number or keyword, e.g. brake pad"
          />
        </Field>
        <Button type="submit" disabled={isSearching || !partNumber.trim()}>
          {isSearching ? 'Searching...' : 'Get part catalogue'}
        </Button>
      </form>
      <JsonBlock
        caption="Example payload"
        value={{ vin: vin.trim() || '1FTFW1EF4DF127183', partNumber: partNumber.trim() || 'brake pad' }}
      />
      <div aria-live="polite">
        {query.isError ? <Alert>{errorMessage(query.error)}</Alert> : null}
        {query.data && !query.isError ? (
          <JsonBlock caption={resultCaption(query.data)} value={query.data} className="max-h-[28rem]" />
        ) : null}
      </div>
    </div>
  );
}
