import {
  KNOWLEDGE_DESCRIPTION_MAX,
  KNOWLEDGE_TITLE_MAX,
  knowledgeBaseFieldsSchema,
} from '../../../../../shared/schemas/knowledge-base';
import { FormDialog } from '../../../../components/common/form-dialog';
import { toast } from '../../../../lib/toast';
import { AdminEditButton } from '../../components/admin-edit-button';
import { TitleDescriptionForm } from '../../components/title-description-form';
import { type AdminKnowledgeBaseEntry, useUpdateAdminKnowledgeBase } from '../api/use-admin-knowledge-bases';

const LIMITS = { titleMax: KNOWLEDGE_TITLE_MAX, descriptionMax: KNOWLEDGE_DESCRIPTION_MAX };

/** A row's Edit: title and description of any shop's entry, with the spec's messages. */
export function EditAdminKnowledgeBaseDialog({ entry }: { entry: AdminKnowledgeBaseEntry }) {
  return (
    <FormDialog
      trigger={<AdminEditButton name={entry.title} />}
      title="Edit knowledge base entry"
      description={`${entry.shop.name}: the assistant applies it to this shop's next quotes.`}
      className="max-w-2xl"
    >
      {(close) => <EditForm entry={entry} onDone={close} />}
    </FormDialog>
  );
}

function EditForm({ entry, onDone }: { entry: AdminKnowledgeBaseEntry; onDone: () => void }) {
  const update = useUpdateAdminKnowledgeBase(onDone);
  return (
    <TitleDescriptionForm
      idPrefix={`admin-knowledge-${entry.id}`}
      saved={entry}
      schema={knowledgeBaseFieldsSchema}
      limits={LIMITS}
      isPending={update.isPending}
      error={update.isError ? update.error.message : null}
      onSave={(values) =>
        update.mutate(
          { id: entry.id, ...values },
          { onSuccess: (saved) => toast.success(`"${saved.title}" was saved`) },
        )
      }
      onDone={onDone}
    />
  );
}
