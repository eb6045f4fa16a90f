/** Illustrations are decorative: the text around them carries the meaning. */
export interface IllustrationProps {
  className?: string;
}

export const svgProps = {
  viewBox: '0 0 400 300',
  preserveAspectRatio: 'xMidYMid slice',
  'aria-hidden': true,
  focusable: false,
  xmlns: 'http://www.w3.org/2000/svg',
} as const;
