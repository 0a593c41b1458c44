import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { updateQuoteTitleInput } from '../../../../shared/schemas/quote-items';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useUpdateQuoteTitle } from '../api/use-quote-edits';

const titleSchema = updateQuoteTitleInput.pick({ title: true });

type EditTitleDialogProps = {
  quoteId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The 'Edit title' dialog the pencil beside the quote title opens; a failed save is ignored (spec §8). */
export function EditTitleDialog({ quoteId, title, open, onOpenChange }: EditTitleDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit title"
      description="The title shows on the quote, in the conversation list and to the customer."
    >
      {/* Mounted per opening: each opening starts from the quote's title. */}
      <EditTitleForm quoteId={quoteId} title={title} onSaved={() => onOpenChange(false)} />
    </TitledDialog>
  );
}

function EditTitleForm({ quoteId, title, onSaved }: { quoteId: string; title: string; onSaved: () => void }) {
  const save = useUpdateQuoteTitle(quoteId);
  const form = useForm({ resolver: zodResolver(titleSchema), values: { title } });
  const onSubmit = form.handleSubmit(async (values) => {
    // A failed save leaves the dialog open, without a message.
    const saved = await save.mutateAsync({ id: quoteId, title: values.title }).catch(() => null);
    if (saved) onSaved();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Field id="quote-title" label="Title" error={form.formState.errors.title?.message}>
        <Input maxLength={200} autoComplete="off" {...form.register('title')} />
      </Field>
      <FormDialogFooter isPending={save.isPending} submitLabel="Save" pendingLabel="Save" />
    </form>
  );
}
