import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { appGuidelineInput } from '../../../../shared/schemas/quote-items';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { guidelineDescription } from '../guideline-text';
import type { FullQuote } from '../quote-types';

const CREATE_FAILED = 'Failed to create app guideline. Please try again.';

type AppGuidelineDialogProps = { quote: FullQuote; open: boolean; onOpenChange: (open: boolean) => void };

/** 'Create App Guideline (Admin)': a rule for every shop's quotes, prefilled from this quote. */
export function AppGuidelineDialog({ quote, open, onOpenChange }: AppGuidelineDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create App Guideline"
      description="Guidelines apply to the quotes of every shop."
      className="max-w-2xl"
    >
      <AppGuidelineForm quote={quote} onCreated={() => onOpenChange(false)} />
    </TitledDialog>
  );
}

function AppGuidelineForm({ quote, onCreated }: { quote: FullQuote; onCreated: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.appGuideline.createAppGuideline.mutationOptions({
      onSuccess: async () => {
        toast.success('App guideline created');
        onCreated();
        // Admin → App Guidelines lists it at once.
        await queryClient.invalidateQueries({ queryKey: trpc.appGuideline.getAppGuidelines.pathKey() });
      },
    }),
  );
  const form = useForm({
    resolver: zodResolver(appGuidelineInput),
    defaultValues: { title: quote.prompt, description: guidelineDescription(quote) },
  });
  const { errors } = form.formState;
  // Both fields share the one message of spec §5; it shows once.
  const required = errors.title?.message ?? errors.description?.message;

  return (
    <form onSubmit={form.handleSubmit((values) => create.mutate(values))} noValidate className="space-y-4">
      <Field id="guideline-title" label="Title">
        <Input
          autoComplete="off"
          maxLength={300}
          aria-invalid={Boolean(errors.title) || undefined}
          {...form.register('title')}
        />
      </Field>
      <Field id="guideline-description" label="Description">
        <Textarea
          rows={10}
          maxLength={5000}
          className="font-mono text-xs"
          aria-invalid={Boolean(errors.description) || undefined}
          {...form.register('description')}
        />
      </Field>
      {required ? <Alert>{required}</Alert> : null}
      {create.isError ? <Alert>{CREATE_FAILED}</Alert> : null}
      <FormDialogFooter isPending={create.isPending} submitLabel="Create" pendingLabel="Creating..." />
    </form>
  );
}
