import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { runMutation } from '../../../lib/run-mutation';
import { useAcceptOffer, useDeclineOffer, useMyOffers } from '../api/offers';
import { transfersTexts } from '../texts';
import styles from './offers.module.css';

const t = transfersTexts.myOffers;

/** The player's open offers with Akceptuj / Odrzuć; shown only when there are some. */
export function MyOffers({ enabled = true }: { enabled?: boolean }) {
  const offers = useMyOffers({ enabled });
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  if (offers.isError) {
    return (
      <ErrorMessage
        compact
        title={t.failed}
        error={offers.error}
        onRetry={() => void offers.refetch()}
      />
    );
  }
  if (!offers.data || offers.data.length === 0) return null;
  const busy = accept.isPending || decline.isPending;
  return (
    <section className={styles.card} aria-labelledby="my-offers-title" data-testid="my-offers">
      <h2 id="my-offers-title" className={styles.title}>
        {t.title}
      </h2>
      <ul className={styles.list}>
        {offers.data.map((offer) => (
          <li key={offer.id} className={styles.item}>
            <div className={styles.who}>
              <Avatar src={offer.team.imageUrl} alt="" size={40} shape="rounded" kind="team" />
              <span>
                <Link to={paths.team(offer.team.id)}>{offer.team.name}</Link>
                <br />
                <span className={styles.muted}>{t.from(offer.team.name)}</span>
              </span>
            </div>
            <div className={styles.actions}>
              <Button
                disabled={busy}
                onClick={() =>
                  runMutation(accept.mutateAsync, offer.id, {
                    onSuccess: (result) => {
                      toast.success(result.message);
                      if (result.withdrawnApplication)
                        toast.info(result.withdrawnApplication.message);
                    },
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                {t.accept}
              </Button>
              <Button
                variant="danger-outline"
                disabled={busy}
                onClick={() =>
                  runMutation(decline.mutateAsync, offer.id, {
                    onSuccess: () => toast.success(t.declined),
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                {t.decline}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
