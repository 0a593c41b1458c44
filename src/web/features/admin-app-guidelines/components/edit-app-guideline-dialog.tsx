import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { appGuidelineFieldsSchema } from '../../../../shared/schemas/app-guideline';
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
import { toast } from '../../../lib/toast';
import { type AdminAppGuideline, useUpdateAppGuideline } from '../api/use-admin-app-guidelines';
import { AppGuidelineFields } from './app-guideline-fields';

const UPDATE_FAILED = 'Failed to update app guideline. Please try again.';

/** A row's Edit: the next quotes of every shop use the new text. */
export function EditAppGuidelineDialog({ guideline }: { guideline: AdminAppGuideline }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="quiet" size="sm" aria-label={`Edit ${guideline.title}`}>
          <Pencil aria-hidden /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit App Guideline</DialogTitle>
          <DialogDescription>The next quotes of every shop use the new text.</DialogDescription>
        </DialogHeader>
        {open ? <EditForm guideline={guideline} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ guideline, onDone }: { guideline: AdminAppGuideline; onDone: () => void }) {
  const update = useUpdateAppGuideline(onDone);
  const form = useForm({
    resolver: zodResolver(appGuidelineFieldsSchema),
    defaultValues: { title: guideline.title, description: guideline.description },
  });
  const onSubmit = form.handleSubmit((values) =>
    values.title === guideline.title && values.description === guideline.description
      ? onDone()
      : update.mutate(
          { id: guideline.id, ...values },
          { onSuccess: (saved) => toast.success(`"${saved.title}" was saved`) },
        ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <AppGuidelineFields
        idPrefix={`app-guideline-${guideline.id}`}
        register={form.register}
        errors={form.formState.errors}
      />
      {update.isError ? <Alert>{UPDATE_FAILED}</Alert> : null}
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
