import type { ReactElement, SVGProps } from 'react';
// Never inlined as a data address: `<use>` only follows a same-origin file.
import spriteUrl from './sprite.svg?no-inline';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height in CSS pixels, 24 unless told. */
  size?: number | string;
}

export type IconComponent = (props: IconProps) => ReactElement;

/**
 * A Lucide icon drawn from the one sprite file: the page carries a two-element `<svg><use>` per icon
 * instead of its paths, and the browser fetches and caches the paths once for every page. The sprite's
 * symbols carry the view box and Lucide's stroke, so the page's `<svg>` needs only its size. Decorative
 * unless given an accessible name, as Lucide's own icons are.
 */
export function spriteIcon(name: string): IconComponent {
  function Icon({ size = 24, className, ...rest }: IconProps) {
    const named = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined;
    return (
      <svg
        width={size}
        height={size}
        aria-hidden={named ? undefined : true}
        className={className ? `icon ${className}` : 'icon'}
        {...rest}
      >
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
