import type { TeamMemberDto } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { fullName, groupByPosition, isCaptain, POSITION_GROUPS } from '../lib/members';
import { teamsTexts } from '../texts';
import styles from './team-squad.module.css';

const t = teamsTexts.team;

/** The squad: BRAMKARZE, OBROŃCY, POMOCNICY, NAPASTNICY, each member linking to the profile. */
export function TeamSquad({ members }: { members: readonly TeamMemberDto[] }) {
  const groups = groupByPosition(members);
  const order = [...POSITION_GROUPS, ...(groups.has(0) ? [0] : [])];
  return (
    <section className={styles.squad} aria-labelledby="team-squad-title">
      <h2 id="team-squad-title" className={styles.title}>
        {t.squad}
      </h2>
      {members.length === 0 && <p className={styles.empty}>{t.squadEmpty}</p>}
      <div className={styles.groups}>
        {order.map((position) => (
          <div key={position} className={styles.group}>
            <h3 className={styles.groupTitle}>
              {t.groups[position]}
              <span className={styles.count}>{groups.get(position)?.length ?? 0}</span>
            </h3>
            <ul className={styles.members}>
              {(groups.get(position) ?? []).map((member) => (
                <li key={member.id}>
                  <MemberLink member={member} />
                </li>
              ))}
              {!groups.get(position)?.length && (
                <li className={styles.none} aria-hidden="true">
                  —
                </li>
              )}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

function MemberLink({ member }: { member: TeamMemberDto }) {
  const captain = isCaptain(member);
  return (
    <Link
      to={paths.user(member.id)}
      className={`${styles.member} ${captain ? styles.captain : ''}`}
    >
      <span className={styles.shirt}>{t.shirt(member.shirtNumber)}</span>
      <span className={styles.name}>{fullName(member)}</span>
      {captain && (
        <abbr className={styles.mark} title={t.captainLabel}>
          {t.captainMark}
        </abbr>
      )}
    </Link>
  );
}
