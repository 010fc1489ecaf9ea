import { BellIcon } from '../../../components/ui/icons';
import { useWebPush } from '../hooks/use-web-push';
import { notificationTexts } from '../texts';
import styles from './push-toggle.module.css';

const t = notificationTexts.push;

/** "Powiadomienia na telefonie": opt-in to Web Push on this browser, from the side menu. */
export function PushToggle() {
  const { state, turnOn, turnOff } = useWebPush();
  if (state === 'unsupported') return null;
  const on = state === 'on';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      disabled={state === 'busy' || state === 'denied'}
      className={styles.toggle}
      onClick={() => void (on ? turnOff() : turnOn())}
      title={state === 'denied' ? t.denied : undefined}
    >
      <BellIcon className={styles.icon} />
      <span className={styles.label}>{t.label}</span>
      <span className={styles.state}>{state === 'denied' ? t.blocked : on ? t.on : t.off}</span>
    </button>
  );
}
