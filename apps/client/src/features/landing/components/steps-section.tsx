import { landingTexts } from '../texts';
import { SectionHeader } from './section-header';
import section from './section.module.css';
import styles from './steps-section.module.css';

const t = landingTexts.steps;

/** How a player gets into the league: account, profile, team (spec section 1). */
export function StepsSection() {
  return (
    <section className={section.section} aria-labelledby="steps-title">
      <div className={section.inner}>
        <SectionHeader id="steps-title" eyebrow={t.eyebrow} title={t.title} />
        <ol className={styles.steps}>
          {t.items.map((step, index) => (
            <li key={step.title} className={`${section.card} ${styles.step}`}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={section.cardTitle}>{step.title}</h3>
              <p className={section.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
