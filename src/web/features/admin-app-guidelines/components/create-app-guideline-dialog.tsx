import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createAppGuidelineInput } from '../../../../shared/schemas/app-guideline';
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
import { useCreateAppGuideline } from '../api/use-admin-app-guidelines';
import { AppGuidelineFields } from './app-guideline-fields';

const CREATE_FAILED = 'Failed to create app guideline. Please try again.';

/** 'Create App Guideline': a rule for every shop's quotes; `onCreated` shows it (page 1, newest first). */
export function CreateAppGuidelineDialog({ onCreated }: { onCreated: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden /> Create App Guideline
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create App Guideline</DialogTitle>
          <DialogDescription>Guidelines apply to the quotes of every shop.</DialogDescription>
        </DialogHeader>
        {open ? (
          <CreateForm
            onCreated={() => {
              setOpen(false);
              onCreated();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CreateForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateAppGuideline(onCreated);
  const form = useForm({
    resolver: zodResolver(createAppGuidelineInput),
    defaultValues: { title: '', description: '' },
  });
  const { errors } = form.formState;
  // Both fields share the spec's one message ('Title and description are required'); it shows once.
  const invalid = errors.title?.message ?? errors.description?.message;
  return (
    <form
      onSubmit={form.handleSubmit((values) =>
        create.mutate(values, { onSuccess: () => toast.success('App guideline created') }),
      )}
      noValidate
      className="space-y-4"
    >
      <AppGuidelineFields idPrefix="new-app-guideline" register={form.register} />
      {invalid ? <Alert>{invalid}</Alert> : null}
      {create.isError ? <Alert>{CREATE_FAILED}</Alert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create'}
        </Button>
      </DialogFooter>
    </form>
  );
}
