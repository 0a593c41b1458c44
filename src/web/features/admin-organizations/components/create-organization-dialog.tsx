import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createOrganizationSchema, ORGANIZATION_NAME_MAX } from '../../../../shared/schemas/organization';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { useCreateOrganization } from '../api/use-admin-organizations';

/** 'Create Organization': a name; the server's message in red when it refuses. */
export function CreateOrganizationDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden /> Create Organization
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Organization</DialogTitle>
        </DialogHeader>
        {open ? <CreateOrganizationForm onCreated={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CreateOrganizationForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateOrganization((organization) => {
    toast.success(`${organization.name} was created`);
    onCreated();
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(createOrganizationSchema), defaultValues: { name: '' } });
  const onSubmit = handleSubmit((values) => create.mutate(values));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="organization-name" label="Name" error={errors.name?.message}>
        <Input
          autoComplete="off"
          autoFocus
          required
          maxLength={ORGANIZATION_NAME_MAX}
          {...register('name')}
        />
      </Field>
      {create.isError ? <Alert>{create.error.message}</Alert> : null}
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
