import { LEGS, POSITIONS, USER_LIMITS } from '@liga/contracts';
import { useFormContext } from 'react-hook-form';
import { fieldProps } from '../../lib/use-contract-form';
import { commonTexts } from '../../texts/common';
import { SelectField, TextField } from '../ui/form-field';
import type { PlayerProfileField, PlayerProfileValues } from './player-profile-values';

const t = commonTexts.profile;
const LEG_OPTIONS = LEGS.map((leg) => ({ value: leg.id, label: leg.name }));
const POSITION_OPTIONS = POSITIONS.map((position) => ({
  value: position.id,
  label: position.name,
}));

interface PlayerProfileFieldsProps {
  /** Registration: every field marked required, numbers typed as text. Account: number inputs. */
  variant: 'registration' | 'account';
  /** The red ring of a field (default: it has an error). */
  ring?: (field: PlayerProfileField) => boolean;
}

/**
 * Names, shirt number, birth date, height, leg and position of a player: one field set for the
 * registration (step 2) and the account page. Lives inside a react-hook-form <FormProvider>;
 * typing in a field clears its error, the next submit validates again.
 */
export function PlayerProfileFields({ variant, ring }: PlayerProfileFieldsProps) {
  const form = useFormContext<PlayerProfileValues>();
  const limits = variant === 'account' ? USER_LIMITS.profile : USER_LIMITS.registration;
  const field = (name: PlayerProfileField) => ({
    ...fieldProps(form, name),
    invalid: ring?.(name),
    required: variant === 'registration' || undefined,
  });
  const number = (min: number, max: number) =>
    variant === 'account' ? { type: 'number', min, max } : { inputMode: 'numeric' as const };

  return (
    <>
      <TextField label={t.firstName} autoComplete="given-name" {...field('firstName')} />
      <TextField label={t.lastName} autoComplete="family-name" {...field('lastName')} />
      <TextField
        label={t.shirtNumber}
        {...number(limits.shirtMin, limits.shirtMax)}
        {...field('shirtNumber')}
      />
      <TextField
        label={t.birthDate}
        type="date"
        min="1900-01-01"
        max={new Date().toISOString().slice(0, 10)}
        autoComplete={variant === 'registration' ? 'bday' : undefined}
        {...field('birthDate')}
      />
      <TextField
        label={t.height}
        {...number(limits.heightMin, limits.heightMax)}
        {...field('height')}
      />
      <SelectField
        label={t.leg}
        options={LEG_OPTIONS}
        placeholder={t.choose}
        {...field('dominateLeg')}
      />
      <SelectField
        label={t.position}
        options={POSITION_OPTIONS}
        placeholder={t.choose}
        {...field('position')}
      />
    </>
  );
}
