import { useParams } from 'react-router-dom';
import { PageFrame } from '../../components/layouts/page-frame';
import { useSession } from '../../features/auth/hooks/use-session';
import { ChangeHistory } from '../../features/audit/components/change-history';
import { MatchPage } from '../../features/match-centre/components/match-page';
import { matchCentreTexts } from '../../features/match-centre/texts';

/** /match/:matchId — the match page: story, result, head-to-head, who is coming. */
export function MatchRoute() {
  const { matchId = '' } = useParams();
  const { canFetch } = useSession();
  return (
    <PageFrame title={matchCentreTexts.pageTitle} hideTitle>
      <MatchPage matchId={matchId} enabled={canFetch} />
      <ChangeHistory entityType="match" entityId={matchId} enabled={canFetch} />
    </PageFrame>
  );
}
