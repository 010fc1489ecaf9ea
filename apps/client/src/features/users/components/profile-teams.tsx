import type { UserTeamRefDto } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { paths } from '../../../config/paths';
import { usersTexts } from '../texts';
import styles from './player-profile.module.css';

const t = usersTexts.profile;

/** The player's teams, each linking to /team/{id}, with the captain's name or 'Brak kapitana'. */
/** A team as the profile lists it (from the teams call, or the profile's own list). */
export type ProfileTeam = UserTeamRefDto & { imageUrl?: string };

export function ProfileTeams({ teams }: { teams: readonly ProfileTeam[] }) {
  return (
    <section className={styles.card} aria-labelledby="profile-teams">
      <h2 id="profile-teams" className={styles.cardTitle}>
        {t.teams}
      </h2>
      {teams.length === 0 ? (
        <p className={styles.empty}>{t.noTeams}</p>
      ) : (
        <ul className={styles.teams}>
          {teams.map((team) => (
            <li key={team.id}>
              <Link to={paths.team(team.id)} className={styles.team}>
                <Avatar
                  src={team.imageUrl || `/api/team/image/${encodeURIComponent(team.id)}`}
                  alt=""
                  size={44}
                  shape="rounded"
                  kind="team"
                />
                <span className={styles.teamText}>
                  <span className={styles.teamName}>
                    {team.name}
                    {team.shortName && <span className={styles.short}> {team.shortName}</span>}
                  </span>
                  <span className={styles.teamCaptain}>
                    {team.capitan
                      ? `${t.captain}: ${team.capitan.firstName} ${team.capitan.lastName}`
                      : t.noCaptain}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
