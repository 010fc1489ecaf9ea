import type { ButtonHTMLAttributes } from 'react';

/** `danger-outline`: a destructive action beside others (Odrzuć, Usuń). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** `large`: the 52 px call to action of a form. */
  size?: 'normal' | 'large';
}

/** The portal's button (the looks of styles/buttons.css); `type` defaults to "button". */
export function Button({
  variant = 'primary',
  size = 'normal',
  type = 'button',
  className,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, size === 'large' ? 'btn-lg' : '', className ?? ''];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />;
}
