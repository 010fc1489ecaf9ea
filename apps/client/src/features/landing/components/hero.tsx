import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { landingTexts } from '../texts';
import styles from './hero.module.css';
import { PitchArt } from './pitch-art';

const t = landingTexts.hero;

/** The opening of the landing page with the register call to action. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.glow} aria-hidden="true" />
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t.eyebrow}</p>
          <h1 id="hero-title" className={styles.title}>
            {t.title.map((line, index) => (
              <span key={line} className={index === 2 ? styles.accentLine : undefined}>
                {line}
              </span>
            ))}
          </h1>
          <p className={styles.lead}>{t.lead}</p>
          <div className={styles.actions}>
            <Link to={paths.register} className="btn btn-primary btn-lg">
              {t.register}
              <ArrowRightIcon />
            </Link>
            <Link to={paths.login} className="btn btn-secondary btn-lg">
              {t.login}
            </Link>
          </div>
        </div>
        <PitchArt className={styles.art} />
      </div>
      <dl className={styles.stats} aria-label={t.statsLabel}>
        {t.stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
