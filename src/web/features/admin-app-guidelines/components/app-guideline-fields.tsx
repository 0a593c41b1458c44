import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  APP_GUIDELINE_DESCRIPTION_MAX,
  APP_GUIDELINE_TITLE_MAX,
  type AppGuidelineFields as Values,
} from '../../../../shared/schemas/app-guideline';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';

type AppGuidelineFieldsProps = {
  idPrefix: string;
  register: UseFormRegister<Values>;
  /** Each field's own message, when the form names them (Edit). */
  errors?: FieldErrors<Values>;
};

/** Title and Description of an app guideline. */
export function AppGuidelineFields({ idPrefix, register, errors }: AppGuidelineFieldsProps) {
  return (
    <>
      <Field id={`${idPrefix}-title`} label="Title" error={errors?.title?.message}>
        <Input autoComplete="off" maxLength={APP_GUIDELINE_TITLE_MAX} {...register('title')} />
      </Field>
      <Field id={`${idPrefix}-description`} label="Description" error={errors?.description?.message}>
        <Textarea
          rows={8}
          maxLength={APP_GUIDELINE_DESCRIPTION_MAX}
          placeholder="What the assistant should do when it builds a quote, for every shop."
          {...register('description')}
        />
      </Field>
    </>
  );
}
