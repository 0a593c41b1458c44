import { appGuidelineFieldsSchema } from '../../../../../shared/schemas/app-guideline';
import { FormDialog } from '../../../../components/common/form-dialog';
import { toast } from '../../../../lib/toast';
import { AdminEditButton } from '../../components/admin-edit-button';
import { TitleDescriptionForm } from '../../components/title-description-form';
import { type AdminAppGuideline, useUpdateAppGuideline } from '../api/use-admin-app-guidelines';
import { APP_GUIDELINE_LIMITS } from '../app-guideline-limits';

const UPDATE_FAILED = 'Failed to update app guideline. Please try again.';

/** A row's Edit: the next quotes of every shop use the new text. */
export function EditAppGuidelineDialog({ guideline }: { guideline: AdminAppGuideline }) {
  return (
    <FormDialog
      trigger={<AdminEditButton name={guideline.title} />}
      title="Edit App Guideline"
      description="The next quotes of every shop use the new text."
      className="max-w-2xl"
    >
      {(close) => <EditForm guideline={guideline} onDone={close} />}
    </FormDialog>
  );
}

function EditForm({ guideline, onDone }: { guideline: AdminAppGuideline; onDone: () => void }) {
  const update = useUpdateAppGuideline(onDone);
  return (
    <TitleDescriptionForm
      idPrefix={`app-guideline-${guideline.id}`}
      saved={guideline}
      schema={appGuidelineFieldsSchema}
      limits={APP_GUIDELINE_LIMITS}
      isPending={update.isPending}
      error={update.isError ? UPDATE_FAILED : null}
      onSave={(values) =>
        update.mutate(
          { id: guideline.id, ...values },
          { onSuccess: (saved) => toast.success(`"${saved.title}" was saved`) },
        )
      }
      onDone={onDone}
    />
  );
}
