import { AppleIcon, FacebookIcon } from '../../../components/ui/brand-icons';
import { authTexts } from '../texts';
import styles from './login-form.module.css';

const t = authTexts.login;

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 01-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0012 22zM6.4 14a6 6 0 010-3.9V7.5H3.1a10 10 0 000 9zM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 003.1 7.5L6.4 10C7.2 7.8 9.4 6 12 6z"
      />
    </svg>
  );
}

const PROVIDERS = [
  { name: 'Google', Icon: GoogleIcon },
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'Apple', Icon: AppleIcon },
] as const;

/** Social login: three providers, disabled placeholders (spec section 1). */
export function SocialButtons() {
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{t.or}</span>
      </p>
      <ul className={styles.socialList} aria-describedby="social-unavailable">
        {PROVIDERS.map(({ name, Icon }) => (
          <li key={name}>
            <button
              type="button"
              className={`btn btn-secondary ${styles.socialButton}`}
              disabled
              title={t.socialUnavailable}
              aria-label={t.social(name)}
            >
              <Icon />
              <span aria-hidden="true">{name}</span>
            </button>
          </li>
        ))}
      </ul>
      <p id="social-unavailable" className={styles.socialNote}>
        {t.socialUnavailable}
      </p>
    </div>
  );
}
