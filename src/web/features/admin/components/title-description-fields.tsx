import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';

export type TitleDescription = { title: string; description: string };

/** The lengths the shared schema allows, and what an empty description suggests. */
export type TitleDescriptionLimits = {
  titleMax: number;
  descriptionMax: number;
  descriptionPlaceholder?: string;
};

type TitleDescriptionFieldsProps = {
  idPrefix: string;
  register: UseFormRegister<TitleDescription>;
  /** Each field's own message, when the form names them (Edit). */
  errors?: FieldErrors<TitleDescription>;
  limits: TitleDescriptionLimits;
};

/** Title and Description of a knowledge base entry or an app guideline. */
export function TitleDescriptionFields({ idPrefix, register, errors, limits }: TitleDescriptionFieldsProps) {
  return (
    <>
      <Field id={`${idPrefix}-title`} label="Title" error={errors?.title?.message}>
        <Input autoComplete="off" maxLength={limits.titleMax} {...register('title')} />
      </Field>
      <Field id={`${idPrefix}-description`} label="Description" error={errors?.description?.message}>
        <Textarea
          rows={8}
          maxLength={limits.descriptionMax}
          placeholder={limits.descriptionPlaceholder}
          {...register('description')}
        />
      </Field>
    </>
  );
}
