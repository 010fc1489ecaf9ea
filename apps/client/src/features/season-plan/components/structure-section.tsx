import { SEASON_PLAN_LIMITS, SEASON_PLAN_MESSAGES, type SeasonPlanDto } from '@liga/contracts';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { confirmAction } from '../../../components/ui/confirm-store';
import { TextField } from '../../../components/ui/form-field';
import type { SeasonPlanAction } from '../api/season-plan';
import { seasonPlanTexts as t } from '../texts';
import type { PlanDialogRequest } from './plan-dialogs';
import styles from './season-plan.module.css';

interface Props {
  plan: SeasonPlanDto;
  run: (action: SeasonPlanAction) => Promise<unknown>;
  ask: (request: PlanDialogRequest) => void;
}

/** The next season's leagues by tier (add, rename, close) — locked once the season started. */
export function StructureSection({ plan, run, ask }: Props) {
  const locked = plan.turned || plan.phase === 'applied';
  const tiers = [...new Set(plan.leagues.map((l) => l.tier))].sort((a, b) => a - b);
  const seasonId = plan.seasonId;
  const close = async (leagueId: string, name: string) => {
    const yes = await confirmAction({
      title: t.closeTitle,
      message: t.closeMessage(name),
      confirmLabel: t.close,
      danger: true,
    });
    if (yes) await run({ kind: 'close', input: { seasonId, leagueId } }).catch(() => undefined);
  };
  return (
    <section className={styles.card} aria-labelledby="plan-structure">
      <h2 id="plan-structure" className={styles.title}>
        {t.structure}
      </h2>
      {locked && <p className={styles.muted}>{t.structureLocked}</p>}
      <ul className={styles.tiers}>
        {tiers.map((tier) => (
          <li key={tier} className={styles.tier}>
            <span className={styles.tierLabel}>{t.tier(tier)}</span>
            <div className={styles.leagues}>
              {plan.leagues
                .filter((l) => l.tier === tier)
                .map((l) => (
                  <span key={l.id} className={styles.league}>
                    <span className={l.closed ? styles.leagueClosed : undefined}>{l.name}</span>
                    {l.closed && <Badge tone="neutral">{t.closed}</Badge>}
                    {!l.closed && !locked && (
                      <>
                        <Button
                          variant="ghost"
                          onClick={() =>
                            ask({
                              kind: 'rename',
                              initial: l.name,
                              run: (name) =>
                                run({ kind: 'rename', input: { seasonId, leagueId: l.id, name } }),
                            })
                          }
                        >
                          {t.rename}
                        </Button>
                        <Button variant="ghost" onClick={() => void close(l.id, l.name)}>
                          {t.close}
                        </Button>
                      </>
                    )}
                  </span>
                ))}
            </div>
          </li>
        ))}
      </ul>
      {!locked && <AddLeagueForm seasonId={seasonId} run={run} />}
      <NumbersSection plan={plan} run={run} locked={locked} />
    </section>
  );
}

function AddLeagueForm({ seasonId, run }: { seasonId: string; run: Props['run'] }) {
  const [name, setName] = useState('');
  const [tier, setTier] = useState('8');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const text = name.trim();
    if (text.length < SEASON_PLAN_LIMITS.nameMin || text.length > SEASON_PLAN_LIMITS.nameMax) {
      setError(SEASON_PLAN_MESSAGES.nameRequired);
      return;
    }
    void run({ kind: 'add', input: { seasonId, name: text, tier: Number(tier) } }).then(
      () => setName(''),
      () => undefined,
    );
  };
  return (
    <form className={styles.form} onSubmit={(e) => (e.preventDefault(), submit())} noValidate>
      <TextField
        label={t.name}
        value={name}
        error={error ?? undefined}
        onChange={(e) => (setName(e.target.value), setError(null))}
      />
      <TextField
        label={t.tierField}
        type="number"
        min={1}
        max={SEASON_PLAN_LIMITS.maxTier}
        value={tier}
        onChange={(e) => setTier(e.target.value)}
      />
      <Button type="submit">{t.add}</Button>
    </form>
  );
}

function NumbersSection({
  plan,
  run,
  locked,
}: {
  plan: SeasonPlanDto;
  run: Props['run'];
  locked: boolean;
}) {
  return (
    <>
      <h3 className={styles.subtitle}>{t.numbers}</h3>
      <p className={styles.muted}>{t.numbersLead}</p>
      <ul className={styles.pairs}>
        {plan.numbers.map((n) => (
          <PairRow
            key={`${n.upperTier}-${n.up}-${n.down}`}
            pair={n}
            locked={locked}
            save={(up, down) =>
              run({
                kind: 'numbers',
                input: { seasonId: plan.seasonId, upperTier: n.upperTier, up, down },
              })
            }
          />
        ))}
      </ul>
    </>
  );
}

function PairRow({
  pair,
  locked,
  save,
}: {
  pair: SeasonPlanDto['numbers'][number];
  locked: boolean;
  save: (up: number, down: number) => Promise<unknown>;
}) {
  const [up, setUp] = useState(String(pair.up));
  const [down, setDown] = useState(String(pair.down));
  const valid = (v: string) => /^\d+$/.test(v) && Number(v) <= SEASON_PLAN_LIMITS.maxMovers;
  const changed = up !== String(pair.up) || down !== String(pair.down);
  return (
    <li className={styles.pair}>
      <span className={styles.pairLabel}>{t.pair(pair.upperTier, pair.lowerTier)}</span>
      <TextField
        label={t.up}
        type="number"
        min={0}
        value={up}
        disabled={locked}
        onChange={(e) => setUp(e.target.value)}
      />
      <TextField
        label={t.down}
        type="number"
        min={0}
        value={down}
        disabled={locked}
        error={valid(up) && valid(down) ? undefined : SEASON_PLAN_MESSAGES.numbersInvalid}
        onChange={(e) => setDown(e.target.value)}
      />
      {!locked && (
        <Button
          variant="secondary"
          disabled={!changed || !valid(up) || !valid(down)}
          onClick={() => void save(Number(up), Number(down)).catch(() => undefined)}
        >
          {t.save}
        </Button>
      )}
    </li>
  );
}
