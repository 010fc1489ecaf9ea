import { useParams } from 'react-router-dom';
import { PageFrame } from '../../components/layouts/page-frame';
import { useSession } from '../../features/auth/hooks/use-session';
import { useMatch } from '../../features/match-centre/api/get-match';
import { ChangeHistory } from '../../features/audit/components/change-history';
import { MatchPage } from '../../features/match-centre/components/match-page';
import { matchCentreTexts } from '../../features/match-centre/texts';
import { CorrectResultButton } from '../../features/reports/components/correct-result-button';
import { reportsTexts } from '../../features/reports/texts';
import styles from './match.module.css';

/**
 * /match/:matchId — the match page: story, result, head-to-head, who is coming; for an admin
 * and a verified result, the league office's correction.
 */
export function MatchRoute() {
  const { matchId = '' } = useParams();
  const { canFetch, isAdmin } = useSession();
  const match = useMatch(matchId, { enabled: canFetch });
  const result = match.data?.result;
  return (
    <PageFrame title={matchCentreTexts.pageTitle} hideTitle>
      <MatchPage matchId={matchId} enabled={canFetch} />
      {isAdmin && result?.verified && (
        <section className={styles.office} aria-labelledby="match-office-title">
          <div>
            <h2 id="match-office-title" className={styles.title}>
              {reportsTexts.correction.heading}
            </h2>
            <p className={styles.lead}>{reportsTexts.correction.lead}</p>
          </div>
          <CorrectResultButton reportId={result.reportId} />
        </section>
      )}
      <ChangeHistory entityType="match" entityId={matchId} enabled={canFetch} />
    </PageFrame>
  );
}
