import { Link } from 'react-router-dom';
import { ErrorMessage } from '../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { contactAddresses } from '../../config/foundation';
import { paths, withLeague } from '../../config/paths';
import { useCurrentLeagues } from '../../features/leagues/api/get-leagues-by-season';
import { useMyTeam } from '../../features/users/hooks/use-my-team';
import { leagueColorVar } from '../../lib/league-colors';
import { shellTexts } from '../texts';
import styles from './footer.module.css';

const t = shellTexts.footer;

interface LinkItem {
  label: string;
  to: string;
}

/** A column of links; for guests every login-only link leads to /login. */
export function LinkColumn({ title, items }: { title: string; items: LinkItem[] }) {
  return (
    <div className={styles.column}>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul className={styles.links}>
        {items.map((item) => (
          <li key={item.label}>
            <Link to={item.to} className={styles.link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface TeamsColumnProps {
  /** The session check is over (the league list itself is public). */
  enabled: boolean;
  /** Guests see the leagues too, but their links lead to /login. */
  isLoggedIn: boolean;
}

/** ZESPOŁY: one link per league of the current season (?league=<index in the list>). */
export function TeamsColumn({ enabled, isLoggedIn }: TeamsColumnProps) {
  const { leagues, isPending, error, refetch } = useCurrentLeagues({ enabled });
  return (
    <div className={styles.column}>
      <h2 className={styles.columnTitle}>{t.teams}</h2>
      {error ? (
        <ErrorMessage
          compact
          title={t.leaguesFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : isPending ? (
        <SkeletonGroup className={styles.links}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} width="60%" height={14} />
          ))}
        </SkeletonGroup>
      ) : (
        <ul className={`${styles.links} ${styles.leagueLinks}`}>
          {leagues.map((league, index) => (
            <li key={league.id}>
              <Link
                to={isLoggedIn ? withLeague(paths.teams, index) : paths.login}
                className={styles.link}
              >
                <span className={styles.dot} style={{ background: leagueColorVar(league.name) }} />
                {league.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** MENU: account shortcuts; "Stwórz zespół" when the user has no team (spec section 2). */
export function MenuColumn({ userId, enabled }: { userId: string | null; enabled: boolean }) {
  const team = useMyTeam(userId, { enabled });
  const gate = (to: string) => (enabled ? to : paths.login);
  const teamItem =
    enabled && !team.isPending && !team.hasTeam
      ? { label: t.createTeam, to: paths.teamCreate }
      : { label: t.myTeam, to: gate(team.myTeamPath) };
  return (
    <LinkColumn
      title={t.menu}
      items={[
        { label: t.manage, to: gate(paths.manageAccount) },
        teamItem,
        { label: t.transfers, to: gate(paths.transfers) },
        { label: t.challenges, to: gate(paths.challenges) },
      ]}
    />
  );
}

export function ContactColumn() {
  return (
    <div className={styles.column}>
      <h2 className={styles.columnTitle}>{t.contact}</h2>
      <ul className={styles.links}>
        {contactAddresses.map((contact) => (
          <li key={contact.email}>
            <a href={`mailto:${contact.email}`} className={styles.link} title={contact.label}>
              {contact.email}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
