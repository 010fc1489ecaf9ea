import { useState, type FormEvent } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import type { ContractForm } from '../../../lib/use-contract-form';
import { useFlashFields } from '../../../lib/use-flash-fields';
import { fieldOfApiError } from './api-field-errors';

interface AccountSubmitOptions<TParsed> {
  /** The form's fields an API error may name. */
  fields: readonly string[];
  /** Where "wrong password" goes; and "same as the current one", if the form has it. */
  passwordField: string;
  newPasswordField?: string;
  /** Saves the parsed values; throws the API error. */
  save: (values: TParsed) => Promise<void>;
}

/**
 * Submitting an account form: invalid fields flash red for a second; an API error that names a
 * field goes under it, any other one above the form (`failure`).
 */
export function useAccountSubmit<TValues extends FieldValues, TParsed extends FieldValues>(
  form: ContractForm<TValues, TParsed>,
  { fields, passwordField, newPasswordField, save }: AccountSubmitOptions<TParsed>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const { flash, isFlashing } = useFlashFields();

  async function onValid(values: TParsed) {
    try {
      await save(values);
    } catch (error) {
      const named = fieldOfApiError(error, fields, passwordField, newPasswordField);
      if (named) {
        form.setError(named.field as Path<TValues>, { message: named.message });
        flash([named.field]);
      } else {
        setFailure(errorMessage(error));
      }
    }
  }

  const submit = form.handleSubmit(onValid, (found) => flash(Object.keys(found)));
  const onSubmit = (event: FormEvent) => {
    setFailure(null);
    void submit(event);
  };
  return { failure, onSubmit, isFlashing };
}
