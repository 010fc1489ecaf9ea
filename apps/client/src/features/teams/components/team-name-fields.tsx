import { useState } from 'react';
import { TextField } from '../../../components/ui/form-field';

export interface TeamNames {
  name: string;
  shortName: string;
}

/** The typed names and their setters. */
export function useTeamNames(initial: TeamNames = { name: '', shortName: '' }) {
  const [names, setNames] = useState(initial);
  return {
    ...names,
    setName: (name: string) => setNames((current) => ({ ...current, name })),
    setShortName: (shortName: string) => setNames((current) => ({ ...current, shortName })),
  };
}

interface TeamNameFieldsProps {
  labels: { name: string; shortName: string; shortNameHint?: string };
  /** From useTeamNames; the short name is kept in capitals (Polish letters included). */
  names: ReturnType<typeof useTeamNames>;
  errors: { name?: string; shortName?: string };
  disabled?: boolean;
  nameFieldClassName?: string;
}

/** 'Nazwa drużyny' and the three-letter short name, of the create form and the manage dialog. */
export function TeamNameFields({
  labels,
  names,
  errors,
  disabled,
  nameFieldClassName,
}: TeamNameFieldsProps) {
  return (
    <>
      <TextField
        label={labels.name}
        value={names.name}
        onChange={(event) => names.setName(event.target.value)}
        error={errors.name}
        autoComplete="off"
        disabled={disabled}
        fieldClassName={nameFieldClassName}
      />
      <TextField
        label={labels.shortName}
        value={names.shortName}
        onChange={(event) => names.setShortName(event.target.value.toLocaleUpperCase('pl-PL'))}
        error={errors.shortName}
        hint={labels.shortNameHint}
        maxLength={3}
        autoComplete="off"
        disabled={disabled}
      />
    </>
  );
}
