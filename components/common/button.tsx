import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import Link from 'next/link';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost';

function classes(variant: Variant, block?: boolean, extra?: string) {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; block?: boolean };

export function Button({ variant = 'primary', block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={classes(variant, block, className)} {...rest} />;
}

export type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: Variant; block?: boolean };

export function ButtonLink({ variant = 'primary', block, className, ...rest }: ButtonLinkProps) {
  return <Link className={classes(variant, block, className)} {...rest} />;
}
