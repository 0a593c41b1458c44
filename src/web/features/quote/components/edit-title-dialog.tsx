import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateQuoteTitleInput } from '../../../../shared/schemas/quote-items';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useUpdateQuoteTitle } from '../api/use-quote-edits';

const titleSchema = updateQuoteTitleInput.pick({ title: true });

/** The pencil beside the quote title and its dialog; a failed save is ignored (spec §8). */
export function EditTitleDialog({ quoteId, title }: { quoteId: string; title: string }) {
  const [isOpen, setOpen] = useState(false);
  const save = useUpdateQuoteTitle(quoteId);
  const form = useForm({ resolver: zodResolver(titleSchema), values: { title } });
  const onSubmit = form.handleSubmit(async (values) => {
    // A failed save leaves the dialog open, without a message.
    const saved = await save.mutateAsync({ id: quoteId, title: values.title }).catch(() => null);
    if (saved) setOpen(false);
  });

  return (
    <TitledDialog
      open={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (open) form.reset({ title });
      }}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="mt-0.5 size-8 shrink-0 text-slate-500"
          aria-label="Edit title"
        >
          <Pencil />
        </Button>
      }
      title="Edit title"
      description="The title shows on the quote, in the conversation list and to the customer."
    >
      <form onSubmit={onSubmit} noValidate>
        <Field id="quote-title" label="Title" error={form.formState.errors.title?.message}>
          <Input maxLength={200} autoComplete="off" {...form.register('title')} />
        </Field>
        <FormDialogFooter isPending={save.isPending} submitLabel="Save" pendingLabel="Save" />
      </form>
    </TitledDialog>
  );
}
