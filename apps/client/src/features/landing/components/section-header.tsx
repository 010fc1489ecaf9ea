import styles from './section.module.css';

interface SectionHeaderProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
}

/** Eyebrow, h2 (labelling the section through `id`) and an optional lead. */
export function SectionHeader({ id, eyebrow, title, lead }: SectionHeaderProps) {
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}
