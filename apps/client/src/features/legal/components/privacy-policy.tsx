import { privacyContact } from '../../../config/foundation';
import { privacyTexts as t, type PolicySection } from '../texts';
import styles from './privacy-policy.module.css';

/** The text of the privacy policy with its table of contents. */
export function PrivacyPolicy() {
  return (
    <div className={styles.layout}>
      <nav aria-label={t.tocLabel} className={styles.toc}>
        <p className={styles.tocTitle}>{t.tocLabel}</p>
        <ol>
          {t.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title.replace(/^\d+\.\s*/, '')}</a>
            </li>
          ))}
        </ol>
        <p className={styles.tocContact}>
          {t.contactLabel}: <a href={`mailto:${privacyContact}`}>{privacyContact}</a>
        </p>
      </nav>
      <article className={styles.article}>
        <p className={styles.effective}>{t.effective}</p>
        <p className={styles.intro}>{t.intro}</p>
        {t.sections.map((section) => (
          <PolicyBlock key={section.id} section={section} />
        ))}
      </article>
    </div>
  );
}

function PolicyBlock({ section }: { section: PolicySection }) {
  return (
    <section aria-labelledby={`${section.id}-title`} className={styles.section} id={section.id}>
      <h2 id={`${section.id}-title`} className={styles.heading}>
        {section.title}
      </h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul className={styles.list}>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.after?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
