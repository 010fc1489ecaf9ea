import { useId } from 'react';
import styles from './search-list.module.css';

interface SearchInputProps {
  /** The placeholder and the (visually hidden) label, e.g. 'Wyszukaj drużynę'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The portal's round search box with a hidden label. */
export function SearchInput({ label, value, onChange }: SearchInputProps) {
  const id = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </div>
  );
}
