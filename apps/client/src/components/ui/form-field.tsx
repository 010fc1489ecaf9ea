import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import { commonTexts } from '../../texts/common';
import styles from './form-field.module.css';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and the Polish error message under it. */
function FieldFrame({ id, label, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface ControlState {
  /** The Polish message shown under the field. */
  error?: string | null;
  /**
   * The red ring. Defaults to "has an error"; set it to show a ring without a message (the 1 s
   * flash of a failed login) or a message whose ring has already faded.
   */
  invalid?: boolean;
  hint?: ReactNode;
  fieldClassName?: string;
}

function describedBy(id: string, error?: string | null, hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function controlClass(invalid: boolean, extra?: string) {
  return `${styles.control} ${invalid ? styles.invalid : ''} ${extra ?? ''}`;
}

type FieldProps = ControlState & { label: ReactNode; id?: string; className?: string };

/**
 * Splits a field's props: the frame (label, hint, message), the control's id, ring and aria
 * attributes, and the rest for the native element.
 */
function useField<P extends FieldProps>(props: P, extraClass = '') {
  const { label, error, invalid, hint, fieldClassName, id, className, ...rest } = props;
  const generated = useId();
  const controlId = id ?? generated;
  const isInvalid = invalid ?? Boolean(error);
  const frame = { id: controlId, label, error, hint, className: fieldClassName };
  const control = {
    id: controlId,
    className: controlClass(isInvalid, `${extraClass} ${className ?? ''}`),
    'aria-invalid': isInvalid || Boolean(error) || undefined,
    'aria-describedby': describedBy(controlId, error, hint),
  };
  return { frame, control, rest };
}

export type TextFieldProps = ControlState &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
    label: ReactNode;
    id?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled text input; invalid fields get the red ring (spec section 5). */
export function TextField({ trailing, ...props }: TextFieldProps & { trailing?: ReactNode }) {
  const { frame, control, rest } = useField(props);
  const field = <input {...control} {...rest} />;
  return (
    <FieldFrame {...frame}>
      {trailing ? (
        <div className={styles.passwordWrap}>
          {field}
          {trailing}
        </div>
      ) : (
        field
      )}
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ className, ...props }: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      className={`${styles.passwordControl} ${className ?? ''}`}
      trailing={<PasswordToggle visible={visible} onToggle={() => setVisible((value) => !value)} />}
    />
  );
}

/** The eye button of a password field (also used by forms that toggle several fields at once). */
export function PasswordToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={onToggle}
      aria-pressed={visible}
      aria-label={visible ? commonTexts.hidePassword : commonTexts.showPassword}
      title={visible ? commonTexts.hidePassword : commonTexts.showPassword}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
        {visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" />}
      </svg>
    </button>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

export type SelectFieldProps = ControlState &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    label: ReactNode;
    id?: string;
    ref?: Ref<HTMLSelectElement>;
    options: readonly SelectOption[];
    /** A first, empty choice ("Wybierz…"). */
    placeholder?: string;
  };

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { frame, control, rest } = useField(props, styles.select);
  return (
    <FieldFrame {...frame}>
      <select {...control} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
