import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { knowledgeBaseFieldsSchema } from '../../../../shared/schemas/knowledge-base';
import { FormDialog } from '../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useCreateKnowledgeBase } from '../api/use-knowledge-bases';
import { KnowledgeBaseFields } from './knowledge-base-fields';

type AddKnowledgeBaseDialogProps = { shopId: string; shopName: string };

/** 'Add Knowledge Base Entry': a MANUAL entry; the server's refusal shows in red in the form. */
export function AddKnowledgeBaseDialog({ shopId, shopName }: AddKnowledgeBaseDialogProps) {
  return (
    <FormDialog
      trigger={
        <Button>
          <Plus aria-hidden /> Add Knowledge Base Entry
        </Button>
      }
      title="Add Knowledge Base Entry"
      description={<>The assistant applies it to {shopName}'s quotes from now on.</>}
    >
      {(close) => <AddKnowledgeBaseForm shopId={shopId} onAdded={close} />}
    </FormDialog>
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
      <FormDialogFooter isPending={create.isPending} submitLabel="Save" pendingLabel="Saving..." />
    </form>
  );
}
