import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  KNOWLEDGE_DESCRIPTION_MAX,
  KNOWLEDGE_TITLE_MAX,
  knowledgeBaseFieldsSchema,
} from '../../../../shared/schemas/knowledge-base';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { type AdminKnowledgeBaseEntry, useUpdateAdminKnowledgeBase } from '../api/use-admin-knowledge-bases';

/** A row's Edit: title and description of any shop's entry, with the spec's messages. */
export function EditAdminKnowledgeBaseDialog({ entry }: { entry: AdminKnowledgeBaseEntry }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="quiet" size="sm" aria-label={`Edit ${entry.title}`}>
          <Pencil aria-hidden /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit knowledge base entry</DialogTitle>
          <DialogDescription>
            {entry.shop.name}: the assistant applies it to this shop's next quotes.
          </DialogDescription>
        </DialogHeader>
        {open ? <EditForm entry={entry} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ entry, onDone }: { entry: AdminKnowledgeBaseEntry; onDone: () => void }) {
  const update = useUpdateAdminKnowledgeBase(onDone);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(knowledgeBaseFieldsSchema),
    defaultValues: { title: entry.title, description: entry.description },
  });
  const onSubmit = handleSubmit((values) =>
    values.title === entry.title && values.description === entry.description
      ? onDone()
      : update.mutate(
          { id: entry.id, ...values },
          { onSuccess: (saved) => toast.success(`"${saved.title}" was saved`) },
        ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id={`admin-knowledge-${entry.id}-title`} label="Title" error={errors.title?.message}>
        <Input autoComplete="off" maxLength={KNOWLEDGE_TITLE_MAX} {...register('title')} />
      </Field>
      <Field
        id={`admin-knowledge-${entry.id}-description`}
        label="Description"
        error={errors.description?.message}
      >
        <Textarea rows={8} maxLength={KNOWLEDGE_DESCRIPTION_MAX} {...register('description')} />
      </Field>
      {update.isError ? <Alert>{update.error.message}</Alert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
