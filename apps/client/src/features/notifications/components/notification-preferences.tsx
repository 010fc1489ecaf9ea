import {
  EMAIL_MODE_LABELS,
  EMAIL_MODES,
  type EmailMode,
  NOTIFICATION_GROUP_LABELS,
  NOTIFICATION_GROUPS,
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
} from '@liga/contracts';
import { SegmentedToggle } from '../../../components/ui/choice-group';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useToastStore } from '../../../components/ui/toast-store';
import { usePreferences, useSetPreferences } from '../api/preferences';
import { notificationTexts as t } from '../texts';
import styles from './notifications.module.css';

const OPTIONS = (
  ['on', 'digest', 'off'] as const satisfies readonly (typeof EMAIL_MODES)[number][]
).map((mode) => ({ value: mode, label: EMAIL_MODE_LABELS[mode] }));

/** The e-mail setting of every kind (on, daily digest, portal only), saved on each change. */
export function NotificationPreferences({ enabled }: { enabled: boolean }) {
  const prefs = usePreferences({ enabled });
  const save = useSetPreferences();
  const toast = useToastStore((state) => state.show);

  if (prefs.isError) {
    return (
      <ErrorMessage
        title={t.preferences.loadFailed}
        error={prefs.error}
        onRetry={() => void prefs.refetch()}
      />
    );
  }
  if (!prefs.data) {
    return (
      <SkeletonGroup className={styles.skeletons}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={44} radius="var(--radius-md)" />
        ))}
      </SkeletonGroup>
    );
  }
  const modeOf = new Map(prefs.data.map((p) => [p.kind, p.email]));
  const change = (kind: NotificationKind, email: EmailMode) =>
    save.mutate(
      { preferences: [{ kind, email }] },
      {
        onSuccess: () => toast('success', t.preferences.saved),
        onError: (error) => toast('error', error.message || t.preferences.saveFailed),
      },
    );

  return (
    <div className={styles.prefs}>
      {NOTIFICATION_GROUPS.map((group) => (
        <fieldset key={group.id} className={styles.prefGroup}>
          <legend>{NOTIFICATION_GROUP_LABELS[group.id]}</legend>
          {group.kinds.map((kind) => (
            <div key={kind} className={styles.prefRow}>
              <span className={styles.prefLabel}>{NOTIFICATION_KIND_LABELS[kind]}</span>
              <SegmentedToggle
                label={NOTIFICATION_KIND_LABELS[kind]}
                showLabel={false}
                kind="radio"
                options={OPTIONS}
                selected={modeOf.get(kind) ?? null}
                onSelect={(mode) => change(kind, mode)}
              />
            </div>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
