import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  KNOWLEDGE_DESCRIPTION_MAX,
  KNOWLEDGE_TITLE_MAX,
  type KnowledgeBaseFields as Values,
} from '../../../../shared/schemas/knowledge-base';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';

type KnowledgeBaseFieldsProps = {
  /** Prefixes the controls' ids: the add dialog and several inline editors can be open at once. */
  idPrefix: string;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  autoFocus?: boolean;
};

/** Title and Description, with the spec's messages under each field. */
export function KnowledgeBaseFields({ idPrefix, register, errors, autoFocus }: KnowledgeBaseFieldsProps) {
  return (
    <>
      <Field id={`${idPrefix}-title`} label="Title" error={errors.title?.message}>
        <Input
          autoComplete="off"
          autoFocus={autoFocus}
          maxLength={KNOWLEDGE_TITLE_MAX}
          placeholder="e.g. Brake fluid with pad jobs"
          {...register('title')}
        />
      </Field>
      <Field id={`${idPrefix}-description`} label="Description" error={errors.description?.message}>
        <Textarea
          rows={5}
          maxLength={KNOWLEDGE_DESCRIPTION_MAX}
          placeholder="What the assistant should know or do when it builds a quote for this shop."
          {...register('description')}
        />
      </Field>
    </>
  );
}
