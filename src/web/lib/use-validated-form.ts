import { type FormEvent, useRef, useState } from 'react';
import type { FieldErrors, Validate } from './lazy-schema-validation';

/**
 * A form of named, uncontrolled inputs validated with a shared schema, in react-hook-form's
 * default modes without its 13 kB: validated at submit (the first invalid field takes the focus),
 * then each field again as it changes; `onValid` gets the schema's output. For the account pages,
 * which must stay small (decision 026); the app's other forms use react-hook-form.
 */
export function useValidatedForm<Output>(
  validate: Validate<Output>,
  onValid: (values: Output) => Promise<void>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isSubmitted = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    isSubmitted.current = true;
    setIsSubmitting(true);
    try {
      const result = await validate(valuesOf(form));
      setErrors(result.errors ?? {});
      if (result.errors) focusFirstInvalid(form, result.errors);
      else await onValid(result.values);
    } finally {
      setIsSubmitting(false);
    }
  }

  async function onChange(event: FormEvent<HTMLFormElement>) {
    const name = event.target instanceof HTMLInputElement ? event.target.name : '';
    if (!isSubmitted.current || !name) return;
    const result = await validate(valuesOf(event.currentTarget));
    setErrors((current) => ({ ...current, [name]: result.errors?.[name] }));
  }

  return { errors, isSubmitting, formProps: { onSubmit, onChange, noValidate: true } };
}

function valuesOf(form: HTMLFormElement): Record<string, unknown> {
  return Object.fromEntries(new FormData(form));
}

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  for (const element of form.elements) {
    if (element instanceof HTMLInputElement && errors[element.name]) {
      element.focus();
      return;
    }
  }
}
