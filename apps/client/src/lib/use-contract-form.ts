import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { contractResolver, type ContractSchema } from './contract-resolver';

export interface ContractFormOptions<TValues extends FieldValues> {
  /** The contract's zod schema (from @liga/contracts). */
  schema: ContractSchema;
  /** The form's strings as the schema reads them (default: as they are). */
  prepare?: (values: TValues) => Record<string, unknown>;
  defaultValues: DefaultValues<TValues>;
}

export type ContractForm<TValues extends FieldValues, TParsed extends FieldValues> = UseFormReturn<
  TValues,
  unknown,
  TParsed
>;

/**
 * The portal's forms: react-hook-form validated on submit by a contract's zod schema; an error
 * stays until its field is typed in (then it clears) or the next submit; no focus jump.
 */
export function useContractForm<TValues extends FieldValues, TParsed extends FieldValues>({
  schema,
  prepare = (values) => values,
  defaultValues,
}: ContractFormOptions<TValues>): ContractForm<TValues, TParsed> {
  return useForm<TValues, unknown, TParsed>({
    defaultValues,
    resolver: contractResolver<TValues, TParsed>(schema, prepare),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}

/** The props of an input bound to `name`: registered, clearing its error on typing, its message. */
export function fieldProps<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'register' | 'clearErrors' | 'getFieldState' | 'formState'>,
  name: Path<TValues>,
) {
  return {
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: form.getFieldState(name, form.formState).error?.message,
  };
}
