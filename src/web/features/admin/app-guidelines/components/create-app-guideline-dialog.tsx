import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { createAppGuidelineInput } from '../../../../../shared/schemas/app-guideline';
import { FormDialog } from '../../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../../components/common/form-dialog-footer';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { TitleDescriptionFields } from '../../components/title-description-fields';
import { useCreateAppGuideline } from '../api/use-admin-app-guidelines';
import { APP_GUIDELINE_LIMITS } from '../app-guideline-limits';

const CREATE_FAILED = 'Failed to create app guideline. Please try again.';

/** 'Create App Guideline': a rule for every shop's quotes; `onCreated` shows it (page 1, newest first). */
export function CreateAppGuidelineDialog({ onCreated }: { onCreated: () => void }) {
  return (
    <FormDialog
      trigger={
        <Button size="sm">
          <Plus aria-hidden /> Create App Guideline
        </Button>
      }
      title="Create App Guideline"
      description="Guidelines apply to the quotes of every shop."
      className="max-w-2xl"
    >
      {(close) => (
        <CreateForm
          onCreated={() => {
            close();
            onCreated();
          }}
        />
      )}
    </FormDialog>
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
      <TitleDescriptionFields
        idPrefix="new-app-guideline"
        register={form.register}
        limits={APP_GUIDELINE_LIMITS}
      />
      {invalid ? <Alert>{invalid}</Alert> : null}
      {create.isError ? <Alert>{CREATE_FAILED}</Alert> : null}
      <FormDialogFooter isPending={create.isPending} submitLabel="Create" pendingLabel="Creating..." />
    </form>
  );
}
