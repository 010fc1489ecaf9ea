import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field';
import { fieldProps } from '../../../lib/use-contract-form';

export type TeamNames = { name: string; shortName: string };

export const TEAM_NAME_FIELDS = ['name', 'shortName'] as const;

interface TeamNameFieldsProps {
  labels: { name: string; shortName: string; shortNameHint?: string };
  disabled?: boolean;
  nameFieldClassName?: string;
}

/**
 * 'Nazwa drużyny' and the three-letter short name, of the create form and the manage dialog.
 * Lives inside a react-hook-form <FormProvider> whose values have `name` and `shortName`; the
 * short name is kept in capitals (Polish letters included).
 */
export function TeamNameFields({ labels, disabled, nameFieldClassName }: TeamNameFieldsProps) {
  const form = useFormContext<TeamNames>();
  const shortName = fieldProps(form, 'shortName');
  return (
    <>
      <TextField
        label={labels.name}
        {...fieldProps(form, 'name')}
        autoComplete="off"
        disabled={disabled}
        fieldClassName={nameFieldClassName}
      />
      <TextField
        label={labels.shortName}
        {...shortName}
        onChange={(event) => {
          event.target.value = event.target.value.toLocaleUpperCase('pl-PL');
          return shortName.onChange(event);
        }}
        hint={labels.shortNameHint}
        maxLength={3}
        autoComplete="off"
        disabled={disabled}
      />
    </>
  );
}
