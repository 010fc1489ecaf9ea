import { isWalkover, teamImageUrl, WALKOVER_TYPE, type WalkoverTypeId } from '@liga/contracts';
import type { Dispatch } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { SegmentedToggle } from '../../../components/ui/choice-group';
import {
  formScore,
  needsPenalties,
  type FormAction,
  type ReportForm,
  type Side,
} from '../lib/report-form';
import { reportsTexts } from '../texts';
import { PlayerTable } from './player-table';
import styles from './report-editor.module.css';

const t = reportsTexts.dialog;

interface ReportEditorProps {
  form: ReportForm;
  dispatch: Dispatch<FormAction>;
  /** The team whose players are shown. */
  side: Side;
  onSideChange: (side: Side) => void;
  /** Admin entry: goals may have no scorer. */
  allowUnknownScorer?: boolean;
  /** Labels of the three result types, left to right (default 'Walkower', 'Normalny', 'Walkower'). */
  resultLabels?: readonly [string, string, string];
}

/** Both teams with the live score, the result-type switch and the chosen team's player table. */
export function ReportEditor({
  form,
  dispatch,
  side,
  onSideChange,
  allowUnknownScorer = false,
  resultLabels = [t.walkover, t.normal, t.walkover],
}: ReportEditorProps) {
  const score = formScore(form);
  const [a, b] = form.teams;
  const walkover = isWalkover(form.walkoverType);
  const winner = form.walkoverType === WALKOVER_TYPE.home ? a.name : b.name;
  const team = form.teams[side];
  return (
    <div className={styles.editor}>
      <div className={styles.teams}>
        <TeamButton
          name={a.name}
          teamId={a.teamId}
          selected={side === 0}
          onClick={() => onSideChange(0)}
        />
        <p
          className={styles.score}
          aria-live="polite"
          aria-label={t.scoreLabel(a.name, score.teamA, score.teamB, b.name)}
        >
          <span>{score.teamA}</span>
          <span className={styles.colon}>:</span>
          <span>{score.teamB}</span>
        </p>
        <TeamButton
          name={b.name}
          teamId={b.teamId}
          selected={side === 1}
          onClick={() => onSideChange(1)}
        />
      </div>
      {needsPenalties(form) && (
        <fieldset className={styles.penalties}>
          <legend>{t.penalties}</legend>
          {([0, 1] as const).map((s) => (
            <input
              key={s}
              type="text"
              inputMode="numeric"
              aria-label={t.penaltiesOf(form.teams[s].name)}
              className={styles.penaltyInput}
              value={form.penalties?.[s] ?? ''}
              onChange={(e) => dispatch({ type: 'penalties', side: s, value: e.target.value })}
            />
          ))}
        </fieldset>
      )}
      <ResultTypeSwitch
        value={form.walkoverType}
        home={a.name}
        enemy={b.name}
        labels={resultLabels}
        onChange={(walkoverType) => dispatch({ type: 'walkover', walkoverType })}
      />
      {walkover ? (
        <p className={styles.walkoverNote}>{t.walkoverNote(winner)}</p>
      ) : (
        <section className={styles.players} aria-label={t.players(team.name)}>
          <PlayerTable team={team} side={side} dispatch={dispatch} />
          <div className={styles.extras}>
            <label className={styles.ownGoals}>
              <input
                type="checkbox"
                checked={team.ownGoalsEnabled}
                onChange={(e) =>
                  dispatch({ type: 'ownGoalsEnabled', side, enabled: e.target.checked })
                }
              />
              {t.ownGoals}
            </label>
            <label className={styles.count}>
              {t.ownGoalsCount}
              <input
                type="number"
                className={styles.countInput}
                min={0}
                max={99}
                value={team.ownGoals}
                disabled={!team.ownGoalsEnabled}
                onChange={(e) =>
                  dispatch({ type: 'ownGoals', side, count: Number(e.target.value) })
                }
              />
            </label>
            {allowUnknownScorer && (
              <label className={styles.count}>
                {t.unknownGoals}
                <input
                  type="number"
                  className={styles.countInput}
                  min={0}
                  max={99}
                  value={team.unknownGoals}
                  onChange={(e) =>
                    dispatch({ type: 'unknownGoals', side, count: Number(e.target.value) })
                  }
                />
              </label>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

function TeamButton({
  name,
  teamId,
  selected,
  onClick,
}: {
  name: string;
  teamId: string;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`${styles.team} ${selected ? styles.selected : ''}`}
      aria-pressed={selected}
      title={t.showPlayers(name)}
      onClick={onClick}
    >
      <Avatar src={teamImageUrl(teamId)} alt="" size={72} shape="rounded" kind="team" />
      <span className={styles.teamName}>{name}</span>
    </button>
  );
}

const TYPES: WalkoverTypeId[] = [WALKOVER_TYPE.home, WALKOVER_TYPE.normal, WALKOVER_TYPE.enemy];

/** 'Walkower' (left, the home team wins 10:0), 'Normalny', 'Walkower' (right, 0:10). */
function ResultTypeSwitch({
  value,
  home,
  enemy,
  labels,
  onChange,
}: {
  value: WalkoverTypeId;
  home: string;
  enemy: string;
  labels: readonly [string, string, string];
  onChange: (value: WalkoverTypeId) => void;
}) {
  return (
    <SegmentedToggle
      label={t.resultType}
      showLabel={false}
      kind="radio"
      stretch
      options={TYPES.map((type, index) => ({
        value: type,
        label: labels[index],
        title:
          type === WALKOVER_TYPE.home
            ? t.walkoverFor(home)
            : type === WALKOVER_TYPE.enemy
              ? t.walkoverFor(enemy)
              : undefined,
      }))}
      selected={value}
      onSelect={onChange}
    />
  );
}
