import { textLocale } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useSeasonSummary } from '../api/get-season-summary';
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
      <LeagueFigures />
    </section>
  );
}

const numberFormat = new Intl.NumberFormat(textLocale());

/** Seasons played, matches and goals from the data (a skeleton while they load). */
function LeagueFigures() {
  const summary = useSeasonSummary();
  const f = t.figures;
  const figure = (key: string, count: number | undefined, label: (n: number) => string) => (
    <div key={key} className={styles.stat}>
      <dt className={styles.statLabel}>{label(count ?? 0)}</dt>
      <dd className={styles.statValue}>
        {count !== undefined ? (
          numberFormat.format(count)
        ) : summary.isError ? (
          f.unavailable
        ) : (
          <Skeleton width="2.5ch" height="1em" />
        )}
      </dd>
    </div>
  );
  const data = summary.data;
  return (
    <dl
      className={styles.stats}
      aria-label={t.statsLabel}
      aria-busy={summary.isPending}
      title={summary.isPending ? f.loading : undefined}
    >
      {figure('seasons', data?.seasonsPlayed, f.seasons)}
      {figure('matches', data?.matches, f.matches)}
      {figure('goals', data?.goals, f.goals)}
      <div className={styles.stat}>
        <dt className={styles.statLabel}>{t.format.label}</dt>
        <dd className={styles.statValue}>{t.format.value}</dd>
      </div>
    </dl>
  );
}
