import type { Dispatch } from 'react';
import type { FormAction, PlayerEntry, Side, TeamEntry } from '../lib/report-form';
import { reportsTexts } from '../texts';
import styles from './player-table.module.css';

const t = reportsTexts.dialog;

const readNumber = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * One team's players: Obecność, Zawodnik, Ocena Bramkarska, Ocena MVP, Zdobyte bramki
 * (scrolls at 25rem). Only a checked player's rating, MVP points and goals can change.
 */
export function PlayerTable({
  team,
  side,
  dispatch,
}: {
  team: TeamEntry;
  side: Side;
  dispatch: Dispatch<FormAction>;
}) {
  if (team.players.length === 0) return <p className={styles.empty}>{t.noPlayers}</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.players(team.name)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.present}</th>
            <th scope="col" className={styles.nameCol}>
              {t.columns.player}
            </th>
            <th scope="col">{t.columns.keeper}</th>
            <th scope="col">{t.columns.mvp}</th>
            <th scope="col">{t.columns.goals}</th>
          </tr>
        </thead>
        <tbody>
          {team.players.map((player) => (
            <PlayerRow key={player.userId} player={player} side={side} dispatch={dispatch} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlayerRow({
  player,
  side,
  dispatch,
}: {
  player: PlayerEntry;
  side: Side;
  dispatch: Dispatch<FormAction>;
}) {
  const name = `${player.firstName} ${player.lastName}`.trim();
  const { userId, present } = player;
  return (
    <tr className={present ? styles.present : styles.absent}>
      <td>
        <input
          type="checkbox"
          className={styles.check}
          checked={present}
          aria-label={t.presentLabel(name)}
          onChange={(e) => dispatch({ type: 'present', side, userId, present: e.target.checked })}
        />
      </td>
      <th scope="row" className={styles.nameCol}>
        {name}
      </th>
      <td>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={10}
          className={styles.number}
          value={player.keeperRate ?? ''}
          placeholder="–"
          disabled={!present}
          aria-label={t.keeperLabel(name)}
          onChange={(e) =>
            dispatch({ type: 'keeper', side, userId, rate: readNumber(e.target.value) })
          }
        />
      </td>
      <td>
        <button
          type="button"
          className={`${styles.mvp} ${player.mvp > 0 ? styles[`mvp${player.mvp}`] : ''}`}
          disabled={!present}
          aria-label={t.mvpLabel(name, player.mvp)}
          onClick={() => dispatch({ type: 'mvp', side, userId })}
        >
          {player.mvp > 0 ? player.mvp : present ? '0' : ''}
        </button>
      </td>
      <td>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={99}
          className={styles.number}
          value={present ? player.goals : ''}
          disabled={!present}
          aria-label={t.goalsLabel(name)}
          onChange={(e) =>
            dispatch({ type: 'goals', side, userId, goals: readNumber(e.target.value) ?? 0 })
          }
        />
      </td>
    </tr>
  );
}
