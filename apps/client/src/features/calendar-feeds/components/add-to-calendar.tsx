import { CALENDAR_FEED_TEXTS, type IcalLinkDto } from '@liga/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { CalendarIcon, CopyIcon } from '../../../components/ui/icons';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { type FeedTarget, useIcalLinks, useRegenerateFeed } from '../api/ical-links';
import styles from './add-to-calendar.module.css';

const t = CALENDAR_FEED_TEXTS.ui;

/**
 * "Dodaj do kalendarza": opens the caller's subscription addresses (webcal link for the
 * calendar app, the https address to copy, a new address on request). `target` names the
 * league or team the page shows; `only` limits the list to that feed.
 */
export function AddToCalendar({
  target,
  only,
  isLoggedIn,
}: {
  target: FeedTarget;
  only?: 'team' | 'league';
  isLoggedIn: boolean;
}) {
  const [open, setOpen] = useState(false);
  if (!isLoggedIn) {
    return (
      <Link to={paths.login} className="btn btn-secondary" title={t.loginToAdd}>
        <CalendarIcon />
        {t.button}
      </Link>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <CalendarIcon />
        {t.button}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t.title} closeLabel={t.close}>
        <FeedList target={target} only={only} />
      </Dialog>
    </>
  );
}

function FeedList({ target, only }: { target: FeedTarget; only?: 'team' | 'league' }) {
  const links = useIcalLinks(target);
  const regenerate = useRegenerateFeed(target);
  if (links.isError) {
    return (
      <ErrorMessage title={t.loadFailed} error={links.error} onRetry={() => void links.refetch()} />
    );
  }
  if (!links.data) {
    return (
      <SkeletonGroup className={styles.list}>
        <Skeleton height={96} radius="var(--radius-md)" />
        <Skeleton height={96} radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  }
  const all = [links.data.league, links.data.team, links.data.player].filter(
    (link): link is IcalLinkDto => link !== null && (!only || link.scope === only),
  );
  return (
    <div className={styles.list}>
      <p className={styles.lead}>{t.lead}</p>
      {all.map((link) => (
        <FeedRow
          key={link.scope}
          link={link}
          busy={regenerate.isPending}
          onRegenerate={() =>
            regenerate.mutate(link.scope, { onSuccess: () => toast.success(t.regenerated) })
          }
        />
      ))}
    </div>
  );
}

function FeedRow({
  link,
  busy,
  onRegenerate,
}: {
  link: IcalLinkDto;
  busy: boolean;
  onRegenerate: () => void;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };
  return (
    <div className={styles.feed}>
      <strong className={styles.name}>{link.name}</strong>
      <input
        className={styles.url}
        readOnly
        value={link.url}
        aria-label={link.name}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.actions}>
        <a className="btn btn-primary" href={link.webcalUrl}>
          <CalendarIcon />
          {t.subscribe}
        </a>
        <Button variant="secondary" onClick={() => void copy()}>
          <CopyIcon />
          {t.copy}
        </Button>
        <Button variant="ghost" onClick={onRegenerate} disabled={busy} title={t.regenerateHint}>
          {t.regenerate}
        </Button>
      </div>
    </div>
  );
}
