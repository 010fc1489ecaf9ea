import {
  CUP_LIMITS,
  type CreateCupInput,
  type CreateCupRequest,
  createCupSchema,
  type LeagueDto,
} from '@liga/contracts';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { markApiFieldErrors } from '../../../lib/api-field-errors';
import { fieldProps, useContractForm } from '../../../lib/use-contract-form';
import { useAdminCupAction } from '../api/admin-cup';
import { cupTexts } from '../texts';
import styles from './admin-cups.module.css';

const t = cupTexts.admin;
type Values = Omit<CreateCupInput, 'roundDeadlines'> & { rounds: string; roundDeadlines: string[] };

/** 'Nowy puchar': name, allowed leagues, the entry deadline and one deadline per round. */
export function CreateCupForm({ leagues }: { leagues: readonly LeagueDto[] }) {
  const action = useAdminCupAction();
  const form = useContractForm<Values, CreateCupRequest>({
    schema: createCupSchema,
    prepare: (v) => ({ ...v, roundDeadlines: v.roundDeadlines.slice(0, Number(v.rounds)) }),
    defaultValues: {
      name: '',
      leagueIds: [],
      entryDeadline: '',
      rounds: '3',
      roundDeadlines: [],
      separateTopTier: true,
    },
  });
  const rounds = Number(form.watch('rounds'));
  const errors = form.formState.errors;
  const submit = async (input: CreateCupRequest) => {
    try {
      const answer = await action.mutateAsync({ kind: 'create', input });
      toast.success(answer.message);
      form.reset();
    } catch (failure) {
      markApiFieldErrors(form.setError, failure, [
        'name',
        'leagueIds',
        'entryDeadline',
        'roundDeadlines',
      ]);
      toast.error(errorMessage(failure));
    }
  };
  return (
    <form className={styles.card} onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
      <h2 className={styles.title}>{t.create}</h2>
      <TextField
        label={t.name}
        placeholder={t.namePlaceholder}
        autoComplete="off"
        {...fieldProps(form, 'name')}
      />
      <fieldset className={styles.leagues}>
        <legend className={styles.muted}>{t.leagues}</legend>
        {leagues.map((league) => (
          <label key={league.id} className={styles.check}>
            <input type="checkbox" value={league.id} {...form.register('leagueIds')} />
            {league.name}
          </label>
        ))}
      </fieldset>
      {errors.leagueIds && (
        <p className={styles.error}>{errors.leagueIds.message ?? errors.leagueIds.root?.message}</p>
      )}
      <div className={styles.grid}>
        <TextField
          type="datetime-local"
          label={t.entryDeadline}
          {...fieldProps(form, 'entryDeadline')}
        />
        <SelectField
          label={t.rounds}
          options={Array.from({ length: CUP_LIMITS.maxRounds }, (_, i) => ({
            value: String(i + 1),
            label: `${i + 1}`,
          }))}
          {...form.register('rounds')}
        />
        {Array.from({ length: rounds }, (_, i) => (
          <TextField
            key={i}
            type="datetime-local"
            label={t.roundDeadline(i + 1, rounds)}
            {...form.register(`roundDeadlines.${i}` as const)}
          />
        ))}
      </div>
      {errors.roundDeadlines && (
        <p className={styles.error}>
          {errors.roundDeadlines.message ??
            errors.roundDeadlines.root?.message ??
            errors.roundDeadlines[0]?.message}
        </p>
      )}
      <label className={styles.check}>
        <input type="checkbox" {...form.register('separateTopTier')} />
        {t.separate}
      </label>
      <div className={styles.actions}>
        <Button type="submit" disabled={action.isPending}>
          {t.submitCreate}
        </Button>
      </div>
    </form>
  );
}
