import { AppleIcon, GooglePlayIcon } from '../../../components/ui/brand-icons';
import { CheckIcon } from '../../../components/ui/icons';
import { appStoreLinks } from '../../../config/foundation';
import { landingTexts } from '../texts';
import styles from './app-section.module.css';
import { PhoneArt } from './phone-art';
import { SectionHeader } from './section-header';
import section from './section.module.css';

const t = landingTexts.app;

const STORES = [
  { href: appStoreLinks.appStore, small: t.appStoreSmall, name: t.appStore, Icon: AppleIcon },
  {
    href: appStoreLinks.googlePlay,
    small: t.googlePlaySmall,
    name: t.googlePlay,
    Icon: GooglePlayIcon,
  },
] as const;

/** The companion mobile app with links to both stores. */
export function AppSection() {
  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="app-title">
      <div className={`${section.inner} ${styles.layout}`}>
        <div>
          <SectionHeader id="app-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
          <ul className={styles.features}>
            {t.features.map((feature) => (
              <li key={feature}>
                <CheckIcon className={styles.check} />
                {feature}
              </li>
            ))}
          </ul>
          <nav aria-label={t.storesLabel} className={styles.stores}>
            {STORES.map(({ href, small, name, Icon }) => (
              <a key={name} className={styles.store} href={href} target="_blank" rel="noreferrer">
                <Icon width={28} height={28} />
                <span className={styles.storeText}>
                  <span className={styles.storeSmall}>{small}</span>
                  <span className={styles.storeName}>{name}</span>
                </span>
                <span className="visually-hidden"> {t.newTab}</span>
              </a>
            ))}
          </nav>
        </div>
        <PhoneArt className={styles.phone} />
      </div>
    </section>
  );
}
