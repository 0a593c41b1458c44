import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { knowledgeBaseFieldsSchema } from '../../../../shared/schemas/knowledge-base';
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
import { useCreateKnowledgeBase } from '../api/use-knowledge-bases';
import { KnowledgeBaseFields } from './knowledge-base-fields';

type AddKnowledgeBaseDialogProps = { shopId: string; shopName: string };

/** 'Add Knowledge Base Entry': a MANUAL entry; the server's refusal shows in red in the form. */
export function AddKnowledgeBaseDialog({ shopId, shopName }: AddKnowledgeBaseDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden /> Add Knowledge Base Entry
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Knowledge Base Entry</DialogTitle>
          <DialogDescription>The assistant applies it to {shopName}'s quotes from now on.</DialogDescription>
        </DialogHeader>
        <AddKnowledgeBaseForm shopId={shopId} onAdded={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddKnowledgeBaseForm({ shopId, onAdded }: { shopId: string; onAdded: () => void }) {
  const create = useCreateKnowledgeBase((entry) => {
    toast.success(`"${entry.title}" was added to the knowledge base`);
    onAdded();
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(knowledgeBaseFieldsSchema),
    defaultValues: { title: '', description: '' },
  });

  const onSubmit = handleSubmit((values) => create.mutate({ shop_id: shopId, ...values }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {create.isError ? <Alert>{create.error.message}</Alert> : null}
      <KnowledgeBaseFields idPrefix="knowledge-base-new" register={register} errors={errors} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
