import { zodResolver } from '@hookform/resolvers/zod';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { knowledgeBaseFieldsSchema } from '../../../../shared/schemas/knowledge-base';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { type KnowledgeBaseEntry, useUpdateKnowledgeBase } from '../api/use-knowledge-bases';
import { KnowledgeBaseFields } from './knowledge-base-fields';

type EditKnowledgeBaseFormProps = { entry: KnowledgeBaseEntry; onDone: () => void };

/** Inline Edit: the entry becomes a small form in place; Cancel (or Escape) leaves it as it was. */
export function EditKnowledgeBaseForm({ entry, onDone }: EditKnowledgeBaseFormProps) {
  const update = useUpdateKnowledgeBase((saved) => {
    toast.success(`"${saved.title}" was saved`);
    onDone();
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(knowledgeBaseFieldsSchema),
    defaultValues: { title: entry.title, description: entry.description },
  });

  // Saving unchanged text would only move 'Updated on'; it is a Cancel.
  const onSubmit = handleSubmit((values) =>
    values.title === entry.title && values.description === entry.description
      ? onDone()
      : update.mutate({ id: entry.id, ...values }),
  );

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={`Edit ${entry.title}`}
      className="space-y-4"
    >
      {update.isError ? <Alert>{update.error.message}</Alert> : null}
      <KnowledgeBaseFields
        idPrefix={`knowledge-base-${entry.id}`}
        register={register}
        errors={errors}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
