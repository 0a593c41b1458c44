import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../../../shared/format';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { errorMessage, useTRPC } from '../../../lib/trpc';
import { DetailsSection } from './details-section';

const TIMESTAMP = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

type AdminDetailsDialogProps = { quoteId: string; open: boolean; onOpenChange: (open: boolean) => void };

/** 'See Details (Admin)': how the quote was made. The call runs only while the dialog is open. */
export function AdminDetailsDialog({ quoteId, open, onOpenChange }: AdminDetailsDialogProps) {
  const trpc = useTRPC();
  const details = useQuery({ ...trpc.quote.getQuoteAdminDetails.queryOptions({ quoteId }), enabled: open });
  const data = details.data;

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Quote details"
      description="How this quote was generated (admins only)."
      className="max-w-3xl"
    >
      {details.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          Loading quote details...
        </p>
      ) : details.isError ? (
        <p role="alert" className="text-sm text-red-600">
          Error loading quote details: {errorMessage(details.error)}
        </p>
      ) : data ? (
        <div className="space-y-5">
          <DetailsSection
            title="Basic info"
            rows={[
              ['Title', data.title],
              ['AI Model', data.ai_model_name],
              ['Created By', data.created_by?.name ?? 'Unknown'],
              ['Shop', data.shop.name],
            ]}
          />
          <DetailsSection
            title="Timestamps"
            rows={[
              ['Created', TIMESTAMP.format(new Date(data.created_at))],
              ['Updated', TIMESTAMP.format(new Date(data.updated_at))],
              ['Time to create', `${(data.time_to_create / 1000).toFixed(1)} seconds`],
            ]}
          />
          <DetailsSection
            title="Vehicle"
            rows={[
              ['Make', data.vehicle.make],
              ['Model', data.vehicle.model],
              ['Year', String(data.vehicle.model_year)],
              ['VIN', data.vehicle.vin],
            ]}
          />
          <DetailsSection
            title="Prompt"
            rows={[
              ['Search query', data.prompt || 'No search query available'],
              ['Input tokens', formatCount(data.input_tokens)],
              ['Output tokens', formatCount(data.output_tokens)],
              ['Total tokens', formatCount(data.total_tokens)],
            ]}
          />
          <PreformattedText title="Full prompt" text={data.prompt_full} fallback="No prompt available" />
          <PreformattedText title="Output text" text={data.output_text} fallback="No output available" />
        </div>
      ) : null}
    </TitledDialog>
  );
}

function PreformattedText({
  title,
  text,
  fallback,
}: {
  title: string;
  text: string | null;
  fallback: string;
}) {
  return (
    <section className="space-y-1.5">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {text ? (
        <pre className="max-h-64 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap text-slate-800">
          {text}
        </pre>
      ) : (
        <p className="text-sm text-slate-500">{fallback}</p>
      )}
    </section>
  );
}
